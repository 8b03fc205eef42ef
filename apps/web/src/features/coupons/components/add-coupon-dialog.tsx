import { zodResolver } from '@hookform/resolvers/zod';
import { COUPON_MESSAGES, couponInputBounds } from '@kaksha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-client';
import {
  EMPTY_ADD_COUPON,
  addCouponFormSchema,
  canSubmitCoupon,
  toCouponInput,
} from '../add-coupon-form';
import type { AddCouponValues } from '../add-coupon-form';
import { COUPON_KEYS, createCoupon } from '../api';
import { TYPE_OPTIONS } from '../coupon-display';
import { toastCouponError, toastCouponSuccess } from '../coupon-toast';
import { ProcessingOverlay } from './processing-overlay';

export interface AddCouponDialogProps {
  /** The codes the page lists, upper-cased: a new code must not be one of them. */
  existingCodes: ReadonlySet<string>;
  onClose: () => void;
}

/**
 * The add-coupon modal (spec §2.9, §4.6, §5.6). It is mounted only while open, so closing it
 * resets every field and message.
 */
export function AddCouponDialog({ existingCodes, onClose }: AddCouponDialogProps) {
  const queryClient = useQueryClient();
  const schema = useMemo(() => addCouponFormSchema(existingCodes), [existingCodes]);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    clearErrors,
    trigger,
    getFieldState,
    formState: { errors },
  } = useForm<AddCouponValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_ADD_COUPON,
    mode: 'onTouched',
  });
  const values = useWatch({ control });
  const type = values.type ?? EMPTY_ADD_COUPON.type;
  const isFreeShipping = type === 'free-shipping';
  const bounds = couponInputBounds(type);

  const add = useMutation({
    mutationFn: (input: AddCouponValues) => createCoupon(toCouponInput(input)),
    onSuccess: async () => {
      toastCouponSuccess(COUPON_MESSAGES.addSuccess);
      onClose();
      // The list is read again (not the page reloaded): the server's copy is the truth.
      await queryClient.invalidateQueries({ queryKey: COUPON_KEYS.list });
    },
    onError: (error) => {
      // Another manager may have added the code since the list loaded.
      if (isApiError(error) && error.status === 409) {
        setError('couponCode', { message: COUPON_MESSAGES.codeTaken }, { shouldFocus: true });
      }
      toastCouponError(COUPON_MESSAGES.addFailed);
    },
  });

  const codeField = register('couponCode');
  const onCodeChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Upper-cased as typed (spec §5.6), keeping the caret where it was.
    const input = event.target;
    const { selectionStart, selectionEnd } = input;
    input.value = input.value.toUpperCase();
    input.setSelectionRange(selectionStart, selectionEnd);
    return codeField.onChange(event);
  };

  const typeField = register('type', {
    onChange: () => {
      if (getValues('type') === 'free-shipping') {
        // Free shipping carries no value: the field is cleared and disabled, and 0 is sent.
        setValue('percentage', '');
        clearErrors('percentage');
      } else if (getFieldState('percentage').isTouched) {
        // The bounds depend on the type: a discount valid for one may be too high for another.
        void trigger('percentage');
      }
    },
  });

  const close = () => {
    if (!add.isPending) onClose();
  };

  return (
    <Modal title="Add New Coupon" isTitleVisible onClose={close}>
      <form
        noValidate
        aria-label="Add New Coupon"
        aria-busy={add.isPending || undefined}
        onSubmit={handleSubmit((input) => add.mutate(input))}
      >
        <TextField
          label="Coupon code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. SAVE15"
          data-autofocus
          error={errors.couponCode?.message}
          {...codeField}
          onChange={onCodeChange}
        />
        <SelectField
          label="Type"
          className="mt-1"
          options={TYPE_OPTIONS}
          error={errors.type?.message}
          {...typeField}
        />
        <TextField
          label="Discount"
          note={isFreeShipping ? '(not used for free shipping)' : type === 'fixed' ? '(₹)' : '(%)'}
          className="mt-1"
          type="number"
          inputMode="decimal"
          min={0}
          max={bounds.max}
          step={bounds.step}
          disabled={isFreeShipping}
          placeholder={isFreeShipping ? '0' : undefined}
          error={isFreeShipping ? undefined : errors.percentage?.message}
          {...register('percentage')}
        />
        <div className="mt-4 flex justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSubmitCoupon(values) || add.isPending}>
            Add Coupon
          </Button>
        </div>
      </form>
      {add.isPending && <ProcessingOverlay label="Adding coupon" />}
    </Modal>
  );
}
