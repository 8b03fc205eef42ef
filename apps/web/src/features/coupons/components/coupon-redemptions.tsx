import { COUPON_ADMIN_MESSAGES } from '@kaksha/shared';
import type { CouponRedemption } from '@kaksha/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { describeSubmitError } from '../../../lib/submit-error';
import { redemptionsQuery } from '../api';
import { formatIst, formatRupeeAmount } from '../coupon-display';

const STATUS_TONES: Record<CouponRedemption['status'], BadgeTone> = {
  confirmed: 'success',
  reserved: 'accent',
  released: 'neutral',
};

/** The orders that used one coupon: who, what they paid, and whether the use stuck. */
export function CouponRedemptions({ couponId, code }: { couponId: string; code: string }) {
  const redemptions = useQuery(redemptionsQuery(couponId));

  if (redemptions.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner size="md" label="Loading redemptions" />
      </div>
    );
  }
  if (redemptions.isError) {
    return (
      <div className="space-y-3">
        <FormAlert message={describeSubmitError(redemptions.error)} />
        <Button variant="secondary" onClick={() => void redemptions.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (redemptions.data.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-ink-300 bg-white p-8 text-center text-ink-600">
        {COUPON_ADMIN_MESSAGES.noRedemptions}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-card border border-ink-200 bg-white">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Redemptions of {code}</caption>
        <thead className="bg-ink-50 text-xs tracking-wide text-ink-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Learner
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Paid
            </th>
            <th scope="col" className="px-4 py-3">
              List total
            </th>
            <th scope="col" className="px-4 py-3">
              Order
            </th>
            <th scope="col" className="px-4 py-3">
              Date
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {redemptions.data.map((use) => (
            <tr key={use.orderId}>
              <td className="px-4 py-3">
                <span className="block font-medium text-ink-900">{use.name}</span>
                <span className="block break-all text-ink-600">{use.email}</span>
              </td>
              <td className="px-4 py-3">
                <Badge tone={STATUS_TONES[use.status]}>{use.status}</Badge>
              </td>
              <td className="px-4 py-3 tabular-nums">{formatRupeeAmount(use.amount)}</td>
              <td className="px-4 py-3 tabular-nums">{formatRupeeAmount(use.listTotal)}</td>
              <td className="px-4 py-3 font-mono text-xs break-all">{use.orderId}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={use.createdAt}>{formatIst(use.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
