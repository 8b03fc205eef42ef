// The event FAQ lives in the shared package: the server writes it into event pages' heads too.
export { EVENT_FAQS } from '@kaksha/shared';
