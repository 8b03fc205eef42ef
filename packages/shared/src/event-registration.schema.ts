import { z } from 'zod';
import { singleLine, text } from './text.schema';

// Registrations (beyond the spec): internal sign-up for events without an enrollLink.
export const REGISTRATION_STATUSES = ['pending', 'confirmed', 'waitlisted', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const REGISTRATION_MESSAGES = {
  confirmed: "You're registered. We've e-mailed you the details and a calendar invite.",
  waitlisted: "The event is full, so you're on the waiting list. We'll e-mail you if a seat opens.",
  pending: 'Check your inbox: confirm your e-mail address to hold your seat.',
  cancelled: 'Your registration is cancelled.',
  alreadyRegistered: 'You are already registered for this event.',
  notOpen: 'Registration is closed for this event.',
  external: 'This event takes registrations on its own page.',
  tokenInvalid: 'This confirmation link is invalid or has expired.',
  nameRequired: 'Please enter your name',
  emailInvalid: 'Please enter a valid e-mail address',
  notRegistered: 'You are not registered for this event.',
  tooManyRegistrations:
    'There have been too many registrations from your network or for this event in the last hour. Please try again later.',
  tooManyEmails:
    'We have sent several e-mails to this address in the last hour. Please check your inbox, or try again later.',
} as const;

export const registrationBodySchema = z.object({
  name: singleLine('Name').trim().max(100, 'Name must be at most 100 characters').optional(),
  email: text().trim().max(254, REGISTRATION_MESSAGES.emailInvalid).optional(),
});
export const registrationTokenBodySchema = z.object({
  token: text().trim().min(10).max(200),
});
export const registrationSchema = z.object({
  id: z.string(),
  eventId: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  /** 1-based place on the waiting list when waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Registration = z.infer<typeof registrationSchema>;
export const registrationListSchema = z.array(registrationSchema);
/** What registering, confirming and cancelling answer: the registration and what to tell the person. */
export const registrationResultSchema = z.object({
  registration: registrationSchema,
  message: z.string(),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;
