import { useId } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { GST_STATES } from '@kaksha/shared';
import type { Billing } from '@kaksha/shared';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { joinClassNames } from '../../../lib/class-names';
import { BILLING_MAX_LENGTH, normaliseGstin } from '../billing-details';
import type { BillingFormValues } from '../billing-details';

const STATE_OPTIONS = [
  { value: '', label: 'Choose…' },
  ...GST_STATES.map((state) => ({ value: state.code, label: state.name })),
];

export interface BillingDetailsFormProps {
  form: UseFormReturn<BillingFormValues, unknown, Billing>;
  /** Enter in a field: check the billing (the details' own Enter applies them). */
  onSubmit: () => void;
}

/**
 * Who the tax invoice is made out to: name, state or union territory (the place of supply) and
 * PIN; a business adds its GSTIN, legal name and registered address in a section opened on asking.
 */
export function BillingDetailsForm({ form, onSubmit }: BillingDetailsFormProps) {
  const headingId = useId();
  const businessId = useId();
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = form;
  const needsGstInvoice = useWatch({ control, name: 'needsGstInvoice' });

  // A changed state re-checks the GSTIN, whose first two digits must match it.
  const gstin = register('gstin');
  function typeGstin(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const typed = input.value;
    const normal = normaliseGstin(typed);
    if (normal !== typed) {
      // Keep the caret where it was, less the spaces dropped before it.
      const caret = input.selectionStart ?? typed.length;
      const dropped = typed.slice(0, caret).length - normaliseGstin(typed.slice(0, caret)).length;
      input.value = normal;
      input.setSelectionRange(caret - dropped, caret - dropped);
    }
    return gstin.onChange(event);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={headingId}
      className="mt-6 border-t border-ink-100 pt-6"
    >
      <h3 id={headingId} className="text-base font-bold text-ink-950">
        Billing details
      </h3>
      <p className="mt-1 mb-4 text-sm text-ink-600">Your tax invoice is made out to these.</p>
      <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
        <TextField
          label="Name on the invoice"
          autoComplete="name"
          maxLength={BILLING_MAX_LENGTH.name}
          error={errors.name?.message}
          className="sm:col-span-2"
          {...register('name')}
        />
        <SelectField
          label="State or union territory"
          autoComplete="address-level1"
          options={STATE_OPTIONS}
          error={errors.state?.message}
          {...register('state', { deps: needsGstInvoice ? ['gstin'] : [] })}
        />
        <TextField
          label="PIN code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={BILLING_MAX_LENGTH.pin}
          placeholder="6 digits"
          error={errors.pin?.message}
          {...register('pin')}
        />
      </div>

      <button
        type="button"
        aria-expanded={needsGstInvoice}
        aria-controls={businessId}
        onClick={() => setValue('needsGstInvoice', !needsGstInvoice)}
        className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-control text-left text-sm font-semibold text-brand-700 hover:text-brand-800"
      >
        <ChevronDownIcon
          size={18}
          aria-hidden="true"
          className={joinClassNames(
            'shrink-0 transition-transform',
            needsGstInvoice && 'rotate-180',
          )}
        />
        I need a GST invoice for my business
      </button>
      <div
        id={businessId}
        hidden={!needsGstInvoice}
        className="mt-3 grid gap-x-5 gap-y-2 rounded-xl bg-ink-50/70 p-4 sm:grid-cols-2"
      >
        <TextField
          label="GSTIN"
          note="(15 characters)"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={BILLING_MAX_LENGTH.gstin}
          placeholder="29ABCDE1234F1Z5"
          error={errors.gstin?.message}
          className="sm:col-span-2"
          aria-required={needsGstInvoice}
          {...gstin}
          onChange={typeGstin}
        />
        <TextField
          label="Legal name of the business"
          autoComplete="organization"
          maxLength={BILLING_MAX_LENGTH.legalName}
          error={errors.legalName?.message}
          className="sm:col-span-2"
          aria-required={needsGstInvoice}
          {...register('legalName')}
        />
        <TextAreaField
          label="Registered address"
          autoComplete="street-address"
          rows={3}
          maxLength={BILLING_MAX_LENGTH.address}
          error={errors.address?.message}
          className="sm:col-span-2"
          aria-required={needsGstInvoice}
          {...register('address')}
        />
      </div>
    </form>
  );
}
