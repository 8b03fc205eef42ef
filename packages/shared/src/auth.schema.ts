import { z } from 'zod';
import { singleLine, text } from './text.schema';
import { ROLES } from './roles';
import {
  AUTH_MESSAGES as M,
  EMAIL_PATTERN,
  OPERATIONS_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth.messages';

const normalisedEmail = (message: string) =>
  text().trim().toLowerCase().max(254, message).regex(EMAIL_PATTERN, message);

/** Sign-up (spec §5.1). Any role sent by older clients is accepted on the wire and ignored. */
export const registerBodySchema = z.object({
  name: singleLine('Name').trim().max(100, 'Name must be at most 100 characters.').default(''),
  email: normalisedEmail(M.signupInvalidEmail),
  password: text()
    .min(PASSWORD_MIN_LENGTH, M.signupPasswordShort)
    .max(PASSWORD_MAX_LENGTH, M.passwordTooLong),
  role: text().max(50).optional().describe('ignored: every new account is USER'),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const roleSchema = z.enum(ROLES);

export const registeredUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type RegisteredUser = z.infer<typeof registeredUserSchema>;

/** Log-in (spec §5.2): form-encoded `username` (the e-mail) and `password`. */
export const loginBodySchema = z.object({
  username: text({ error: M.loginEmailRequired })
    .trim()
    .toLowerCase()
    .min(1, M.loginEmailRequired)
    .max(254, M.loginEmailInvalid)
    .regex(EMAIL_PATTERN, M.loginEmailInvalid),
  password: text({ error: M.loginPasswordRequired })
    .min(1, M.loginPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, M.passwordTooLong),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  status: z.literal(201),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshResponseSchema = z.object({ access_token: z.string() });
export const messageSchema = z.object({ message: z.string() });

/** The browser's log-in form (spec §5.2), field names as the form has them. */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, M.loginEmailRequired).regex(EMAIL_PATTERN, M.loginEmailInvalid),
  password: z
    .string()
    .min(1, M.loginPasswordRequired)
    .min(PASSWORD_MIN_LENGTH, M.loginPasswordShort),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/**
 * The staff areas one signs in to at /operations, in the spec's words: 'sales', or 'operation'
 * for Event & Blog. The choice only picks where to go; the server's role decides what opens.
 */
export const OPERATIONS_LOGIN_TYPES = ['sales', 'operation'] as const;
export type OperationsLoginType = (typeof OPERATIONS_LOGIN_TYPES)[number];

/** The operations sign-in form: the type first, then the log-in form's e-mail and password. */
export const operationsLoginFormSchema = loginFormSchema.extend({
  type: z.enum(OPERATIONS_LOGIN_TYPES, { error: OPERATIONS_MESSAGES.typeRequired }),
});
export type OperationsLoginForm = z.infer<typeof operationsLoginFormSchema>;

/** The browser's sign-up form (spec §5.1). The full name is not validated. */
export const signupFormSchema = z.object({
  name: z.string(),
  email: z.string().trim().regex(EMAIL_PATTERN, M.signupInvalidEmail),
  password: z.string().min(PASSWORD_MIN_LENGTH, M.signupPasswordShort),
  acceptTerms: z.literal(true, { error: M.signupAcceptTerms }),
});
export type SignupForm = z.infer<typeof signupFormSchema>;
