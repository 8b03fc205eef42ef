import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AGE_STATEMENTS } from '@kaksha/shared';
import type { AgeStatement } from '@kaksha/shared';
import type { Resolver } from 'react-hook-form';

export const AGE_NEEDED_FOR_REMINDERS = 'Tell us whether you are 18 or older to get reminders.';

/**
 * The checkout's "Send me reminders and offers" box (unticked) and age question. The age answer
 * is optional, but a ticked box needs it: no marketing e-mail goes to a learner under 18.
 */
export const reminderChoicesSchema = z
  .object({
    marketingConsent: z.boolean(),
    ageStatement: z.union([z.literal(''), z.enum(AGE_STATEMENTS)]),
  })
  .superRefine((value, ctx) => {
    if (value.marketingConsent && value.ageStatement === '')
      ctx.addIssue({ code: 'custom', message: AGE_NEEDED_FOR_REMINDERS, path: ['ageStatement'] });
  });
export type ReminderChoicesValues = z.input<typeof reminderChoicesSchema>;

export const reminderChoicesResolver = zodResolver(reminderChoicesSchema) as Resolver<
  ReminderChoicesValues,
  unknown,
  ReminderChoicesValues
>;

export const NO_REMINDER_CHOICES: ReminderChoicesValues = {
  marketingConsent: false,
  ageStatement: '',
};

/** What the payment request carries: only what the learner chose (old requests stay the same). */
export function reminderChoicesRequest(values: ReminderChoicesValues): {
  marketingConsent?: true;
  ageStatement?: AgeStatement;
} {
  return {
    ...(values.marketingConsent ? { marketingConsent: true as const } : {}),
    ...(values.ageStatement ? { ageStatement: values.ageStatement } : {}),
  };
}
