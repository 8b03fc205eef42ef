import { zodResolver } from '@hookform/resolvers/zod';
import { COUPON_ADMIN_MESSAGES, couponInputBounds } from '@kaksha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert, SelectField, TextField } from '../../../components/ui/field';
import { FullScreenDialog } from '../../../components/ui/full-screen-dialog';
import { staffErrorMessage } from '../../../lib/staff-error';
import { COUPON_KEYS, generateCoupons } from '../api';
import { TYPE_OPTIONS } from '../coupon-display';
import { toastCouponError, toastCouponSuccess } from '../coupon-toast';
import { EMPTY_GENERATE, generateFormSchema, toGenerateBody } from '../generate-form';
import type { GenerateValues } from '../generate-form';
import { CouponLimitsFields } from './coupon-limits-fields';
import { ProcessingOverlay } from './processing-overlay';

/** Bulk-generate N random codes sharing one rule, then show them to copy. */
export function GenerateCouponsDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const queryClient = useQueryClient();
  const codesRef = useRef<HTMLTextAreaElement>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [copyNote, setCopyNote] = useState('');
  const form = useForm<GenerateValues>({
    resolver: zodResolver(generateFormSchema),
    defaultValues: EMPTY_GENERATE,
    mode: 'onTouched',
  });
  const { register, control, getValues, setValue, clearErrors, formState } = form;
  const errors = formState.errors;
  const type = useWatch({ control, name: 'type' });
  const isFreeShipping = type === 'free-shipping';
  const bounds = couponInputBounds(type);

  const generate = useMutation({
    mutationFn: (values: GenerateValues) => generateCoupons(toGenerateBody(values)),
    onSuccess: async (made) => {
      toastCouponSuccess(COUPON_ADMIN_MESSAGES.generateSuccess);
      setCodes(made.map((coupon) => coupon.couponCode));
      await queryClient.invalidateQueries({ queryKey: COUPON_KEYS.list });
    },
    onError: () => toastCouponError(COUPON_ADMIN_MESSAGES.generateFailed),
  });

  const copyAll = async () => {
    const text = (codes ?? []).join('\n');
    try {
      await navigator.clipboard.writeText(text);
      setCopyNote(`Copied ${codes?.length ?? 0} codes.`);
    } catch {
      // No clipboard access (permission, old browser): select them for a manual copy instead.
      codesRef.current?.select();
      setCopyNote('Press Ctrl+C (or ⌘C) to copy the selected codes.');
    }
  };

  const close = () => {
    if (!generate.isPending) onClose();
  };

  if (codes) {
    return (
      <FullScreenDialog
        title="Generated codes"
        description={`${codes.length} new coupons`}
        onClose={onClose}
        footer={
          <>
            <p role="status" className="mr-auto text-sm text-ink-600">
              {copyNote}
            </p>
            <Button variant="secondary" onClick={() => void copyAll()}>
              Copy all
            </Button>
            <Button onClick={onClose}>Done</Button>
          </>
        }
      >
        <label htmlFor={`${formId}-codes`} className="mb-1.5 block text-sm font-semibold">
          Generated codes
        </label>
        <textarea
          id={`${formId}-codes`}
          ref={codesRef}
          readOnly
          rows={Math.min(20, Math.max(4, codes.length))}
          value={codes.join('\n')}
          className="block w-full rounded-control border border-ink-300 bg-white p-3 font-mono text-sm"
        />
      </FullScreenDialog>
    );
  }

  return (
    <FullScreenDialog
      title="Generate codes"
      description="Random codes that share one rule"
      onClose={close}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={generate.isPending}>
            Generate
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        aria-label="Generate codes"
        aria-busy={generate.isPending || undefined}
        onSubmit={form.handleSubmit((values) => generate.mutate(values))}
        className="relative rounded-card border border-ink-200 bg-white p-5 shadow-card"
      >
        <FormAlert message={generate.isError ? staffErrorMessage(generate.error) : undefined} />
        <div className="grid gap-x-4 sm:grid-cols-3">
          <TextField
            label="How many"
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            step={1}
            data-autofocus
            error={errors.count?.message}
            {...register('count')}
          />
          <TextField
            label="Prefix"
            note="(optional)"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={12}
            error={errors.prefix?.message}
            {...register('prefix')}
          />
          <TextField
            label="Random characters"
            type="number"
            inputMode="numeric"
            min={6}
            max={16}
            step={1}
            error={errors.length?.message}
            {...register('length')}
          />
          <SelectField
            label="Type"
            options={TYPE_OPTIONS}
            {...register('type', {
              onChange: () => {
                if (getValues('type') !== 'free-shipping') return;
                setValue('percentage', '');
                clearErrors('percentage');
              },
            })}
          />
          <TextField
            label="Discount"
            note={isFreeShipping ? '(not used)' : type === 'fixed' ? '(₹)' : '(%)'}
            type="number"
            inputMode="decimal"
            min={0}
            max={bounds.max}
            step={bounds.step}
            disabled={isFreeShipping}
            error={isFreeShipping ? undefined : errors.percentage?.message}
            {...register('percentage')}
          />
        </div>
        <h3 className="mt-2 mb-3 text-base font-bold">Limits (optional)</h3>
        <CouponLimitsFields form={form} />
        {generate.isPending && <ProcessingOverlay label="Generating codes" />}
      </form>
    </FullScreenDialog>
  );
}
