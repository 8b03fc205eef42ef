import { z } from 'zod';
import { blankOr, checkDateRange, dayOrInstant } from './sales.schema';
import { text } from './text.schema';

/**
 * Consent to reminders and offers (issue 27). The wording a learner saw is recorded with its
 * version beside each choice; a change of wording is a new version.
 */
export const MARKETING_CONSENT_WORDING = 'Send me reminders and offers';
export const MARKETING_CONSENT_VERSION = '2026-11-v1';

/** The age question at checkout: a learner under 18 gets no marketing e-mail whatever they tick. */
export const AGE_STATEMENTS = ['adult', 'minor'] as const;
export type AgeStatement = (typeof AGE_STATEMENTS)[number];
export const AGE_STATEMENT_LABELS: Record<AgeStatement, string> = {
  adult: 'I am 18 or older',
  minor: 'I am under 18',
};
export const ageStatementSchema = z.enum(AGE_STATEMENTS, {
  error: 'Choose "I am 18 or older" or "I am under 18".',
});

export const CONSENT_SOURCES = ['signup', 'checkout', 'profile', 'unsubscribe'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** GET /v1.5/users/me/consents. */
export const consentsSchema = z.object({
  marketing: z.boolean().describe('reminders and offers by e-mail'),
  /** The learner said they are under 18: marketing e-mail stays off whatever they choose. */
  isMinor: z.boolean(),
  wordingVersion: z.string().nullable(),
  source: z.enum(CONSENT_SOURCES).nullable(),
  updatedAt: z.string().nullable(),
});
export type Consents = z.infer<typeof consentsSchema>;

/** PUT /v1.5/users/me/consents. */
export const consentsBodySchema = z.object({
  marketing: z.boolean({ error: 'Say whether you want reminders and offers (true or false).' }),
});
export type ConsentsBody = z.infer<typeof consentsBodySchema>;

export const RECOVERY_MESSAGES = {
  badLink: 'This link is not valid. Open the newest e-mail from us, or sign in to your profile.',
  unsubscribed: 'You will get no more reminders or offers from Kaksha.',
  consentSaved: 'Saved.',
} as const;

/** A signed link token (click-through or unsubscribe): base64url parts joined by a dot. */
export const recoveryTokenSchema = text({ error: RECOVERY_MESSAGES.badLink })
  .trim()
  .min(1, RECOVERY_MESSAGES.badLink)
  .max(200, RECOVERY_MESSAGES.badLink)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, RECOVERY_MESSAGES.badLink);

export const recoveryClickParamsSchema = z.object({ token: recoveryTokenSchema });
export const unsubscribeQuerySchema = z.object({ token: recoveryTokenSchema });
/** RFC 8058 one-click: `List-Unsubscribe=One-Click`, form-encoded (anything else is ignored). */
export const unsubscribeBodySchema = z
  .object({ 'List-Unsubscribe': text().max(50).optional() })
  .optional();
export const unsubscribeResultSchema = z.object({
  message: z.string(),
  marketing: z.literal(false),
});

export const RECOVERY_KINDS = ['abandoned_1', 'abandoned_2', 'failed_payment'] as const;
export type RecoveryKind = (typeof RECOVERY_KINDS)[number];

/** GET /v1.5/recovery/summary: e-mails sent in the period (default the last 30 days). */
export const recoverySummaryQuerySchema = z
  .object({ from: blankOr(dayOrInstant), to: blankOr(dayOrInstant) })
  .superRefine(checkDateRange);
export type RecoverySummaryQuery = z.output<typeof recoverySummaryQuerySchema>;

export const recoverySummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  sent: z.object({ abandoned_1: z.number(), abandoned_2: z.number(), failed_payment: z.number() }),
  clicks: z.object({
    abandoned_1: z.number(),
    abandoned_2: z.number(),
    failed_payment: z.number(),
  }),
  /** Orders paid within 7 days after a recovery e-mail to the same learner. */
  recoveredOrders: z.number(),
  recoveredRevenuePaise: z.number().int(),
  unsubscribed: z.number(),
});
export type RecoverySummary = z.infer<typeof recoverySummarySchema>;
