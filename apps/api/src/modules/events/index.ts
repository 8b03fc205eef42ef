// The events module's public face.
export { events, type EventRow } from './events.table';
export { createEventsService, type EventsService } from './events.service';
export { eventsRoutes } from './events.routes';
export { createEventPageHeads } from './event-page-head';
export { findEventByKey, lockEvent } from './events.repository';
export type { RegistrationCounts } from './events.repository';
