import { PROFILE_MESSAGES } from '@kaksha/shared';
import type { Profile, ProfileForm as ProfileFormData } from '@kaksha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getButtonClassName } from '../../../components/ui/button-classes';
import { Spinner } from '../../../components/ui/spinner';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useSession } from '../../../lib/session';
import { updateProfile } from '../../../lib/profile';
import { SHARED_QUERY_KEYS } from '../../../lib/query-keys';
import { useProfileEditor } from '../use-profile-editor';
import { TextField } from '../../../components/ui/field';

/** The /user-profile form (spec §2.7, §4.5, §5.5). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const editor = useProfileEditor(profile);
  const { form, fieldProps } = editor;
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

  const onSubmit = form.handleSubmit(
    (data) => mutation.mutate(data),
    () => toastError(PROFILE_MESSAGES.fixFields),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Your details" className="space-y-1">
      <TextField label="Fullname" autoComplete="name" {...fieldProps('name')} />
      <TextField
        label="Email"
        type="email"
        note="(cannot be changed)"
        readOnly
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Phone Number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        placeholder="10-digit number"
        {...fieldProps('mobileNumber')}
      />
      <TextField label="College Name" autoComplete="organization" {...fieldProps('collegeName')} />
      <TextField label="Stream" placeholder="like CSE, IT..." {...fieldProps('stream')} />
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
