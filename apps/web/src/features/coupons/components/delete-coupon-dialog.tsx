import { COUPON_MESSAGES, couponTypeLabel } from '@kaksha/shared';
import type { Coupon } from '@kaksha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { COUPON_KEYS, deleteCoupon } from '../api';
import { formatDiscount } from '../coupon-display';
import { toastCouponError, toastCouponSuccess } from '../coupon-toast';
import { ProcessingOverlay } from './processing-overlay';

export interface DeleteCouponDialogProps {
  coupon: Coupon;
  onClose: () => void;
}

/** The delete confirmation (spec §2.9): what is about to go, and that it cannot come back. */
export function DeleteCouponDialog({ coupon, onClose }: DeleteCouponDialogProps) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteCoupon(coupon.id),
    onSuccess: async () => {
      toastCouponSuccess(COUPON_MESSAGES.removeSuccess);
      onClose();
      await queryClient.invalidateQueries({ queryKey: COUPON_KEYS.list });
    },
    onError: () => {
      toastCouponError(COUPON_MESSAGES.removeFailed);
      // Read again, without holding the dialog busy: a coupon another manager removed first is
      // gone from the list too.
      void queryClient.invalidateQueries({ queryKey: COUPON_KEYS.list });
    },
  });

  const close = () => {
    if (!remove.isPending) onClose();
  };
  const details: Array<[string, string]> = [
    ['Type', couponTypeLabel(coupon.type)],
    ['Code', coupon.couponCode],
    ['ID', coupon.id],
    ['Discount', formatDiscount(coupon)],
  ];

  return (
    <Modal title="Delete coupon" isTitleVisible onClose={close}>
      <div aria-busy={remove.isPending || undefined}>
        <p className="text-ink-700">Are you sure you want to delete this coupon?</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-control bg-ink-50 p-4 text-sm">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-ink-600">{term}</dt>
              <dd className="min-w-0 font-medium break-all text-ink-950">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm font-semibold text-error-700">This action cannot be undone.</p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" data-autofocus onClick={close}>
            Cancel
          </Button>
          <Button
            className="bg-error-600 shadow-none hover:bg-error-700"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
          >
            Delete
          </Button>
        </div>
      </div>
      {remove.isPending && <ProcessingOverlay label="Deleting coupon" />}
    </Modal>
  );
}
