import { z } from 'zod';
import { EMAIL_PATTERN, PAYMENT_MESSAGES, PHONE_PATTERN } from '@kaksha/shared';
import type { Profile, ProfileForm } from '@kaksha/shared';
import { toProfileFormValues } from '../../lib/profile';

/** Spec §5.4: the cart summary's own wording (it differs from the profile page's §5.5). */
export const CHECKOUT_DETAILS_MESSAGES = {
  emailInvalid: 'Invalid email address.',
  phoneInvalid: PAYMENT_MESSAGES.invalidPhone,
  collegeRequired: 'College name is required.',
  streamRequired: 'Stream is required.',
  saved: 'Profile updated successfully!',
  saveFailed: 'Failed to update profile!',
} as const;

// The server's limits on these profile fields (a longer value would be refused on save).
export const DETAIL_MAX_LENGTH = { name: 100, collegeName: 200, stream: 100 } as const;

export const checkoutDetailsSchema = z.object({
  // The spec does not validate the full name; a blank one is simply not saved.
  name: z
    .string()
    .max(DETAIL_MAX_LENGTH.name, `Fullname must be at most ${DETAIL_MAX_LENGTH.name} characters`),
  email: z.string().trim().regex(EMAIL_PATTERN, CHECKOUT_DETAILS_MESSAGES.emailInvalid),
  mobileNumber: z.string().trim().regex(PHONE_PATTERN, CHECKOUT_DETAILS_MESSAGES.phoneInvalid),
  collegeName: z
    .string()
    .trim()
    .min(1, CHECKOUT_DETAILS_MESSAGES.collegeRequired)
    .max(
      DETAIL_MAX_LENGTH.collegeName,
      `College name must be at most ${DETAIL_MAX_LENGTH.collegeName} characters`,
    ),
  stream: z
    .string()
    .trim()
    .min(1, CHECKOUT_DETAILS_MESSAGES.streamRequired)
    .max(DETAIL_MAX_LENGTH.stream, `Stream must be at most ${DETAIL_MAX_LENGTH.stream} characters`),
});
export type CheckoutDetails = z.input<typeof checkoutDetailsSchema>;

export const EMPTY_CHECKOUT_DETAILS: CheckoutDetails = {
  name: '',
  email: '',
  mobileNumber: '',
  collegeName: '',
  stream: '',
};

export function toCheckoutDetails(profile: Profile): CheckoutDetails {
  return toProfileFormValues(profile);
}

/**
 * The profile to save from the summary's values. The spec does not validate the full name here,
 * but a profile needs one: a blank name keeps the saved one.
 */
export function toProfileForm(saved: Profile, values: CheckoutDetails): ProfileForm {
  return {
    name: values.name.trim() || saved.name,
    email: saved.email,
    mobileNumber: values.mobileNumber.trim(),
    collegeName: values.collegeName.trim(),
    stream: values.stream.trim(),
  };
}
