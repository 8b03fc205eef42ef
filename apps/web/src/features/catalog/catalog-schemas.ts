// The catalogue's answer schemas, loaded by api.ts with the first answer to check rather than
// with the page: the public pages then hydrate without evaluating zod first (ADR 0020).
export { courseListSchema, courseSchema, publicBatchListSchema } from '@kaksha/shared';
