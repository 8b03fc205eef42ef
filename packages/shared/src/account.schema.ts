import { z } from 'zod';
import { text } from './text.schema';
import {
  AUTH_MESSAGES,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth.messages';

/** What the account pages and the account API say (verification, recovery, password, data rights). */
export const ACCOUNT_MESSAGES = {
  forgotAccepted:
    'If an account exists for that address, we have e-mailed it a link to reset the password. The link works for 30 minutes.',
  resetDone: 'Your password has been changed. Please log in with the new one.',
  resetLinkInvalid: 'This reset link has expired or was already used. Please ask for a new one.',
  verifyDone: 'Your e-mail address is verified. Thank you!',
  verifyLinkInvalid:
    'This verification link has expired or was already used. Send a new one from your profile.',
  verifySent: 'We have e-mailed you a new verification link.',
  alreadyVerified: 'Your e-mail address is already verified.',
  tooManyMails: 'Too many e-mails were asked for. Please wait and try again.',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  currentPasswordWrong: 'Your current password is not correct.',
  samePassword: 'The new password must differ from the current one.',
  accountDeleted: 'Your account has been deleted.',
  confirmDeletion: 'Enter your password to confirm.',
  emailRequired: 'Email is required.',
  linkMissing: 'This link is incomplete. Please open the link from the e-mail again.',
} as const;

const password = () =>
  text()
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.signupPasswordShort)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

/** An e-mailed link's token (what follows `#token=`). */
const linkToken = () => text().min(1, ACCOUNT_MESSAGES.linkMissing).max(200);

export const forgotPasswordBodySchema = z.object({
  email: text()
    .trim()
    .toLowerCase()
    .min(1, ACCOUNT_MESSAGES.emailRequired)
    .max(254, AUTH_MESSAGES.loginEmailInvalid)
    .regex(EMAIL_PATTERN, AUTH_MESSAGES.loginEmailInvalid),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({ token: linkToken(), password: password() });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const verifyEmailBodySchema = z.object({ token: linkToken() });

export const changePasswordBodySchema = z.object({
  currentPassword: text()
    .min(1, AUTH_MESSAGES.loginPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
  newPassword: password(),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
/** This browser stays signed in: a fresh access token (older ones no longer work). */
export const changePasswordResponseSchema = z.object({
  message: z.string(),
  access_token: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** Erasing the account: the password, or nothing for an account that only signs in with Google. */
export const deleteAccountBodySchema = z.object({
  password: text().max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong).optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** The browser's forms. */
export const forgotPasswordFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, ACCOUNT_MESSAGES.emailRequired)
    .regex(EMAIL_PATTERN, AUTH_MESSAGES.loginEmailInvalid),
});
export const resetPasswordFormSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.signupPasswordShort),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'The passwords do not match.',
    path: ['confirmPassword'],
  });
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, AUTH_MESSAGES.loginPasswordRequired),
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.signupPasswordShort),
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: ACCOUNT_MESSAGES.samePassword,
    path: ['newPassword'],
  });
