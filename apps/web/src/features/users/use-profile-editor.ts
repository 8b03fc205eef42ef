import { profileFormSchema } from '@kaksha/shared';
import type { EditableProfileField, Profile, ProfileForm } from '@kaksha/shared';
import { useState } from 'react';

export type ProfileValues = Record<keyof ProfileForm, string>;
export type ProfileErrors = Partial<Record<keyof ProfileForm, string>>;

export function toProfileValues(profile: Profile): ProfileValues {
  return {
    name: profile.name,
    email: profile.email,
    mobileNumber: profile.mobileNumber,
    collegeName: profile.collegeName,
    stream: profile.stream,
  };
}

/** Every failing field with its spec §5.5 message, or null when the form is valid. */
export function validateProfile(
  values: ProfileValues,
): { ok: true; data: ProfileForm } | { ok: false; errors: ProfileErrors } {
  const result = profileFormSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: ProfileErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ProfileForm;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * The profile form's state (spec §2.7, §4.5, §5.5): one field editable at a time (Edit on
 * another field switches, a second click goes back to view), e-mail never editable, a field's
 * error cleared as soon as it is edited, every error shown at once when Apply Changes fails.
 */
export function useProfileEditor(profile: Profile) {
  const [values, setValues] = useState<ProfileValues>(() => toProfileValues(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [editing, setEditing] = useState<EditableProfileField | null>(null);

  function toggleEditing(field: EditableProfileField) {
    setEditing((current) => (current === field ? null : field));
  }

  function change(field: EditableProfileField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  /** Validates everything; on failure shows all errors and returns null. */
  function check(): ProfileForm | null {
    const result = validateProfile(values);
    if (result.ok) {
      setErrors({});
      return result.data;
    }
    setErrors(result.errors);
    return null;
  }

  /** After a save: show what the server stored and leave edit mode. */
  function saved(updated: Profile) {
    setValues(toProfileValues(updated));
    setEditing(null);
  }

  return { values, errors, editing, toggleEditing, change, check, saved };
}
