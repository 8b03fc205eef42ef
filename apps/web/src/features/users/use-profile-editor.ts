import { zodResolver } from '@hookform/resolvers/zod';
import { profileFormSchema } from '@kaksha/shared';
import type { EditableProfileField, Profile, ProfileForm } from '@kaksha/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toProfileFormValues } from '../../lib/profile';

/**
 * The profile form's state (spec §2.7, §4.5, §5.5) on the one form pattern (react-hook-form with
 * the shared schema): one field editable at a time (Edit on another field switches, a second
 * click goes back to view), e-mail never editable, every error shown at once when Apply Changes
 * fails, and a field's error cleared as soon as it is edited.
 */
export function useProfileEditor(profile: Profile) {
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toProfileFormValues(profile),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [editing, setEditing] = useState<EditableProfileField | null>(null);

  function toggleEditing(field: EditableProfileField) {
    setEditing((current) => (current === field ? null : field));
  }

  /** The field's input props: registered, its error cleared on the first keystroke. */
  function fieldProps(field: EditableProfileField) {
    return {
      ...form.register(field, { onChange: () => form.clearErrors(field) }),
      error: form.formState.errors[field]?.message,
      toggle: { isEditing: editing === field, onToggle: () => toggleEditing(field) },
    };
  }

  /** After a save: show what the server stored and leave edit mode. */
  function saved(updated: Profile) {
    form.reset(toProfileFormValues(updated));
    setEditing(null);
  }

  return { form, fieldProps, saved };
}
