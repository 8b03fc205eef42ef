// The events' answer schemas, loaded by api.ts with the first answer to check rather than with
// the page: the event pages then hydrate without evaluating zod first (ADR 0020).
export {
  eventListSchema,
  eventSchema,
  registrationResultSchema,
  registrationSchema,
} from '@kaksha/shared';
