import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Profile } from '@kaksha/shared';
import { toastError, toastSuccess } from '../../lib/toast';
import { profileQuery, updateProfile } from '../../lib/profile';
import { SHARED_QUERY_KEYS } from '../../lib/query-keys';
import {
  CHECKOUT_DETAILS_MESSAGES,
  checkoutDetailsSchema,
  EMPTY_CHECKOUT_DETAILS,
  toCheckoutDetails,
  toProfileForm,
} from './checkout-details-schema';
import type { CheckoutDetails } from './checkout-details-schema';

export type ToggledField = 'name' | 'mobileNumber';

/**
 * The summary's details form: prefilled from the profile, its validity recomputed on every change
 * (spec §4.5: Apply Changes is enabled only while valid), saved to the profile with a JSON Patch
 * by Apply Changes. A field's error shows once the learner has left it, or when they try to pay:
 * never on arrival, before they have touched anything.
 */
export function useCheckoutDetails() {
  const queryClient = useQueryClient();
  const profileAnswer = useQuery(profileQuery());
  const profile = profileAnswer.data;
  const form = useForm<CheckoutDetails>({
    resolver: zodResolver(checkoutDetailsSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_CHECKOUT_DETAILS,
  });
  const { reset, formState } = form;

  // A loaded (or re-saved) profile fills the form, but never over the learner's unsaved edits.
  useEffect(() => {
    if (!profile || formState.isDirty) return;
    reset(toCheckoutDetails(profile));
  }, [profile, formState.isDirty, reset]);

  // Fullname and phone are read-only behind Edit/Save toggles, except while empty.
  const [toggled, setToggled] = useState<Partial<Record<ToggledField, boolean>>>({});
  function isEditing(field: ToggledField): boolean {
    return toggled[field] ?? !profile?.[field];
  }
  function toggle(field: ToggledField) {
    setToggled((current) => ({ ...current, [field]: !isEditing(field) }));
  }

  const save = useMutation({
    mutationFn: (values: CheckoutDetails): Promise<Profile> => {
      if (!profile) return Promise.reject(new Error('The profile has not loaded.'));
      return updateProfile(profile.email, toProfileForm(profile, values));
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(SHARED_QUERY_KEYS.profile, saved);
      reset(toCheckoutDetails(saved));
      setToggled({});
      toastSuccess(CHECKOUT_DETAILS_MESSAGES.saved);
    },
    onError: () => toastError(CHECKOUT_DETAILS_MESSAGES.saveFailed),
  });

  /** Saves the current values; resolves whether it worked. */
  async function saveDetails(): Promise<boolean> {
    try {
      await save.mutateAsync(form.getValues());
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Whether the fields differ from what was saved, read at the moment of asking: with a schema
   * resolver, `formState.isDirty` only follows once the change's validation has finished, and a
   * click right after typing must not pay with details the profile does not have.
   */
  function hasUnsavedChanges(): boolean {
    const saved = form.formState.defaultValues ?? {};
    const current = form.getValues();
    return (Object.keys(current) as Array<keyof CheckoutDetails>).some(
      (key) => current[key] !== saved[key],
    );
  }

  return {
    form,
    profileQuery: profileAnswer,
    isEditing,
    toggle,
    saveDetails,
    hasUnsavedChanges,
    isSaving: save.isPending,
  };
}
