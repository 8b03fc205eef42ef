import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { Billing } from '@kaksha/shared';
import {
  BILLING_FIELDS,
  billingResolver,
  initialBillingValues,
  readSavedBilling,
  saveBilling,
} from './billing-details';
import type { BillingField, BillingFormValues } from './billing-details';

/**
 * The summary's billing details: started, once the profile is known, from the learner's last ones
 * on this browser (else the profile's name), and checked with the shared billing schema. Errors
 * wait, as the details form's do, until a field is left or payment is tried.
 */
export function useBillingDetails(user: { id: string; name: string } | undefined) {
  const form = useForm<BillingFormValues, unknown, Billing>({
    resolver: billingResolver,
    mode: 'onTouched',
    // The page decides where focus goes when both the details and the billing have problems.
    shouldFocusError: false,
    defaultValues: initialBillingValues(undefined, ''),
  });
  const { reset, formState } = form;
  const isDirty = formState.isDirty;

  // Filled once per account, never over what the learner has started typing.
  const filledFor = useRef<string | null>(null);
  const userId = user?.id;
  const userName = user?.name ?? '';
  useEffect(() => {
    if (!userId || filledFor.current === userId) return;
    filledFor.current = userId;
    if (isDirty) return;
    reset(initialBillingValues(readSavedBilling(userId), userName));
  }, [userId, userName, isDirty, reset]);

  /**
   * Checks every field and resolves the billing to send, or undefined: each problem then shows
   * beside its field, and with `shouldFocus` the first of them takes focus.
   */
  async function validate(shouldFocus: boolean): Promise<Billing | undefined> {
    let billing: Billing | undefined;
    await form.handleSubmit(
      (valid) => {
        billing = valid;
      },
      (errors) => {
        const first = BILLING_FIELDS.find((field) => errors[field]);
        if (first && shouldFocus) form.setFocus(first);
      },
    )();
    return billing;
  }

  /** The server refused part of the billing (a 400 naming `billing.<field>`): said at the field. */
  function showServerErrors(errors: ReadonlyArray<[BillingField, string]>) {
    for (const [field, message] of errors) {
      if (field === 'gstin' || field === 'legalName' || field === 'address')
        form.setValue('needsGstInvoice', true);
      form.setError(field, { type: 'server', message });
    }
    const first = BILLING_FIELDS.find((field) => errors.some(([name]) => name === field));
    // After the business section has opened (a render), so that its field can take focus.
    if (first) setTimeout(() => form.setFocus(first));
  }

  /** Kept for next time, once the learner pays with them. */
  function remember(billing: Billing) {
    if (userId) saveBilling(userId, billing);
  }

  return { form, validate, showServerErrors, remember };
}
