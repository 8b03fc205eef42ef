import { zodResolver } from '@hookform/resolvers/zod';
import { COUPON_ADMIN_MESSAGES, couponTypeLabel } from '@kaksha/shared';
import type { Coupon } from '@kaksha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { FullScreenDialog } from '../../../components/ui/full-screen-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { staffErrorReason } from '../../../lib/staff-error';
import { COUPON_KEYS, patchCoupon } from '../api';
import { formatDiscount, formatIst } from '../coupon-display';
import { toastCouponError, toastCouponSuccess } from '../coupon-toast';
import { buildCouponPatch, couponToLimits, limitsFormSchema } from '../limits-form';
import type { LimitsValues } from '../limits-form';
import { CouponLimitsFields } from './coupon-limits-fields';
import { CouponRedemptions } from './coupon-redemptions';

export interface ManageCouponDialogProps {
  coupon: Coupon;
  /** False for SALES: the limits show, disabled, and nothing can be saved. */
  canManage: boolean;
  onClose: () => void;
}

/** One coupon: its limits (editable by EVENTS and ADMIN) and the orders that used it. */
export function ManageCouponDialog({ coupon, canManage, onClose }: ManageCouponDialogProps) {
  const formId = useId();
  const limitsHeadingId = useId();
  const usesHeadingId = useId();
  const queryClient = useQueryClient();
  const original = useMemo(() => couponToLimits(coupon), [coupon]);
  const form = useForm<LimitsValues>({
    resolver: zodResolver(limitsFormSchema),
    defaultValues: original,
    mode: 'onTouched',
  });
  const [alert, setAlert] = useState<{ tone: 'error' | 'info'; text: string } | undefined>();

  const save = useMutation({
    mutationFn: async (values: LimitsValues) => {
      const patch = buildCouponPatch(original, values);
      if (Object.keys(patch).length === 0) return { isChanged: false, values };
      await patchCoupon(coupon.id, patch);
      return { isChanged: true, values };
    },
    onMutate: () => setAlert(undefined),
    onSuccess: async ({ isChanged, values }) => {
      if (!isChanged) {
        setAlert({ tone: 'info', text: 'No changes to save.' });
        return;
      }
      toastCouponSuccess(COUPON_ADMIN_MESSAGES.updateSuccess);
      // What was saved is the new starting point; the list is read again for the table.
      form.reset(values);
      await queryClient.invalidateQueries({ queryKey: COUPON_KEYS.list });
    },
    onError: (error) => {
      toastCouponError(COUPON_ADMIN_MESSAGES.updateFailed);
      // A 4xx names what to fix (a cap below the uses already made, say).
      const reason = staffErrorReason(error);
      setAlert({
        tone: 'error',
        text: reason
          ? `${COUPON_ADMIN_MESSAGES.updateFailed} ${reason}`
          : COUPON_ADMIN_MESSAGES.updateFailed,
      });
    },
  });

  const uses =
    coupon.maxUses === null ? `${coupon.usedCount}` : `${coupon.usedCount} of ${coupon.maxUses}`;

  return (
    <FullScreenDialog
      title={`Coupon ${coupon.couponCode}`}
      description={`${couponTypeLabel(coupon.type)} · ${formatDiscount(coupon)} · used ${uses} · created ${formatIst(coupon.createdAt)}`}
      onClose={onClose}
    >
      <section aria-labelledby={limitsHeadingId}>
        <h3 id={limitsHeadingId} className="mb-3 text-lg font-bold">
          Limits
        </h3>
        {!canManage && (
          <p className="mb-4 text-sm text-ink-600">{COUPON_ADMIN_MESSAGES.readOnly}</p>
        )}
        <form
          id={formId}
          noValidate
          aria-label={`Limits of ${coupon.couponCode}`}
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
          className="rounded-card border border-ink-200 bg-white p-5 shadow-card"
        >
          <FormAlert message={alert?.text} tone={alert?.tone} />
          <fieldset disabled={!canManage} className="min-w-0">
            <legend className="sr-only">Limits</legend>
            <CouponLimitsFields form={form} hasActiveSwitch />
          </fieldset>
          {canManage && (
            <div className="mt-4 flex justify-end">
              <Button
                type="submit"
                disabled={save.isPending}
                aria-busy={save.isPending || undefined}
                className="min-w-32"
              >
                {save.isPending ? (
                  <Spinner size="sm" tone="current" label="Saving" />
                ) : (
                  'Save limits'
                )}
              </Button>
            </div>
          )}
        </form>
      </section>

      <section aria-labelledby={usesHeadingId} className="mt-10">
        <h3 id={usesHeadingId} className="mb-3 text-lg font-bold">
          Redemptions
        </h3>
        <CouponRedemptions couponId={coupon.id} code={coupon.couponCode} />
      </section>
    </FullScreenDialog>
  );
}
