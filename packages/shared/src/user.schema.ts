import { z } from 'zod';
import { jsonValue, singleLine, text } from './text.schema';
import { EMAIL_PATTERN, PHONE_PATTERN, PROFILE_MESSAGES as M } from './auth.messages';
import { roleSchema } from './auth.schema';

/** A profile as the API shows it (spec §3 user profile). Empty fields are empty strings. */
export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  collegeName: z.string(),
  stream: z.string(),
  role: roleSchema,
  /** Whether the owner opened the e-mailed verification link (or signed in with Google). */
  isEmailVerified: z.boolean().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The private test call answers these for every role. */
export const zoroResponseSchema = profileSchema.pick({
  name: true,
  email: true,
  mobileNumber: true,
  collegeName: true,
  stream: true,
  role: true,
});

/** Rules of spec §5.5 per editable field; the server applies them to each replaced value. */
export const profileFieldRules = {
  name: singleLine('Fullname')
    .trim()
    .min(1, M.nameRequired)
    .max(100, 'Fullname must be at most 100 characters'),
  mobileNumber: text().trim().regex(PHONE_PATTERN, M.phoneInvalid),
  collegeName: singleLine('College Name')
    .trim()
    .min(1, M.collegeRequired)
    .max(200, 'College Name must be at most 200 characters'),
  stream: singleLine('Stream')
    .trim()
    .min(1, M.streamRequired)
    .max(100, 'Stream must be at most 100 characters'),
} as const;
export type EditableProfileField = keyof typeof profileFieldRules;
export const EDITABLE_PROFILE_FIELDS = Object.keys(profileFieldRules) as EditableProfileField[];

/** The whole profile form (spec §5.5), used by /user-profile. */
export const profileFormSchema = z.object({
  name: profileFieldRules.name,
  email: z.string().regex(EMAIL_PATTERN, M.emailInvalid),
  mobileNumber: profileFieldRules.mobileNumber,
  collegeName: profileFieldRules.collegeName,
  stream: profileFieldRules.stream,
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** One JSON Patch operation as it arrives; the server narrows it to `replace` on editable paths. */
export const jsonPatchOperationSchema = z
  .object({
    op: text().max(20),
    path: text().max(200),
    value: jsonValue().optional(),
    from: text().max(200).optional(),
  })
  .strict();
export const jsonPatchSchema = z.array(jsonPatchOperationSchema).min(1).max(10);
export type JsonPatch = z.infer<typeof jsonPatchSchema>;

export const setRoleBodySchema = z.object({ role: roleSchema });
export const userIdParamsSchema = z.object({ id: text().trim().min(1).max(254) });
export const usernameParamsSchema = z.object({ username: text().trim().min(1).max(254) });
