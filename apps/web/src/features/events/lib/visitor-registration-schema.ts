import { EMAIL_PATTERN, REGISTRATION_MESSAGES } from '@kaksha/shared';
import { z } from 'zod';

/** The server's limits on a visitor's registration (registrationBodySchema). */
export const VISITOR_LIMITS = { name: 100, email: 254 } as const;

/** A visitor's registration: a name and an e-mail address, with the contract's messages. */
export const visitorRegistrationSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, REGISTRATION_MESSAGES.nameRequired)
    .max(VISITOR_LIMITS.name, `Name must be at most ${VISITOR_LIMITS.name} characters`),
  email: z
    .string()
    .trim()
    .max(VISITOR_LIMITS.email, REGISTRATION_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, REGISTRATION_MESSAGES.emailInvalid),
});
export type VisitorRegistration = z.input<typeof visitorRegistrationSchema>;
