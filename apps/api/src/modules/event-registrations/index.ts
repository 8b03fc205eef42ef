// The event-registrations module's public face.
export { eventRegistrations } from './event-registrations.table';
export {
  createRegistrationsService,
  type RegistrationsService,
} from './event-registrations.service';
export { registrationsRoutes } from './event-registrations.routes';
export { createEventReminders, type EventReminders } from './event-reminders';
export { registrationCounts } from './event-registrations.repository';
