import { PROFILE_MESSAGES } from '@kaksha/shared';
import type { Profile, ProfileForm as ProfileFormData } from '@kaksha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { getButtonClassName } from '../../../components/ui/button-classes';
import { Spinner } from '../../../components/ui/spinner';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useSession } from '../../../lib/session';
import { updateProfile } from '../../../lib/profile';
import { SHARED_QUERY_KEYS } from '../../../lib/query-keys';
import { useProfileEditor } from '../use-profile-editor';
import { ProfileFieldRow } from './profile-field-row';

/** The /user-profile form (spec §2.7, §4.5, §5.5). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const editor = useProfileEditor(profile);
  const { values, errors, editing } = editor;
  const queryClient = useQueryClient();
  const { refreshProfile } = useSession();

  const mutation = useMutation({
    mutationFn: (data: ProfileFormData) => updateProfile(profile.email, data),
    onSuccess: (updated) => {
      queryClient.setQueryData(SHARED_QUERY_KEYS.profile, updated);
      editor.saved(updated);
      toastSuccess(PROFILE_MESSAGES.updated);
      // The header shows the learner's name; let it catch up.
      refreshProfile?.().catch(() => {});
    },
    onError: () => toastError(PROFILE_MESSAGES.updateFailed),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = editor.check();
    if (!data) {
      toastError(PROFILE_MESSAGES.fixFields);
      return;
    }
    mutation.mutate(data);
  }

  const rowProps = (field: 'name' | 'mobileNumber' | 'collegeName' | 'stream') => ({
    value: values[field],
    error: errors[field],
    isEditing: editing === field,
    onToggleEditing: () => editor.toggleEditing(field),
    onChange: (value: string) => editor.change(field, value),
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Your details" className="space-y-1">
      <ProfileFieldRow label="Fullname" autoComplete="name" {...rowProps('name')} />
      <ProfileFieldRow label="Email" type="email" value={values.email} error={errors.email} />
      <ProfileFieldRow
        label="Phone Number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        placeholder="10-digit number"
        {...rowProps('mobileNumber')}
      />
      <ProfileFieldRow
        label="College Name"
        autoComplete="organization"
        {...rowProps('collegeName')}
      />
      <ProfileFieldRow label="Stream" placeholder="like CSE, IT..." {...rowProps('stream')} />
      <div className="pt-3">
        <button
          type="submit"
          disabled={mutation.isPending}
          aria-busy={mutation.isPending || undefined}
          className={getButtonClassName('primary', 'md', 'w-full sm:w-48')}
        >
          {mutation.isPending ? (
            <Spinner size="md" tone="current" label="Saving your changes" />
          ) : (
            'Apply Changes'
          )}
        </button>
      </div>
    </form>
  );
}
