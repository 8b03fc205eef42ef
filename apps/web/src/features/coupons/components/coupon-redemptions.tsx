import { COUPON_ADMIN_MESSAGES } from '@kaksha/shared';
import type { CouponRedemption } from '@kaksha/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { PagedDataTable } from '../../../components/ui/paged-data-table';
import { staffErrorMessage } from '../../../lib/staff-error';
import { redemptionPagesQuery } from '../api';
import type { RedemptionPage } from '../api';
import { formatIst, formatRupeeAmount } from '../coupon-display';

const STATUS_TONES: Record<CouponRedemption['status'], BadgeTone> = {
  confirmed: 'success',
  reserved: 'accent',
  released: 'neutral',
};

const column = createColumnHelper<CouponRedemption>();
const AMOUNT = 'tabular-nums whitespace-nowrap';

const COLUMNS = [
  column.display({
    id: 'learner',
    header: 'Learner',
    cell: ({ row: { original: use } }) => (
      <div className="min-w-40">
        <span className="block font-medium text-ink-900">{use.name}</span>
        <span className="block break-all text-ink-600">{use.email}</span>
      </div>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <Badge tone={STATUS_TONES[info.getValue()]}>{info.getValue()}</Badge>,
  }),
  column.accessor('amount', {
    header: 'Paid',
    meta: { className: AMOUNT },
    cell: (info) => formatRupeeAmount(info.getValue()),
  }),
  column.accessor('listTotal', {
    header: 'List total',
    meta: { className: AMOUNT },
    cell: (info) => formatRupeeAmount(info.getValue()),
  }),
  column.accessor('orderId', {
    header: 'Order',
    cell: (info) => <span className="font-mono text-xs break-all">{info.getValue()}</span>,
  }),
  column.accessor('createdAt', {
    header: 'Date',
    meta: { className: 'whitespace-nowrap' },
    cell: (info) => <time dateTime={info.getValue()}>{formatIst(info.getValue())}</time>,
  }),
];

const rowsOfPage = (page: RedemptionPage) => page.rows;

/** The orders that used one coupon: who, what they paid, and whether the use stuck. */
export function CouponRedemptions({ couponId, code }: { couponId: string; code: string }) {
  const redemptions = useInfiniteQuery(redemptionPagesQuery(couponId));
  return (
    <PagedDataTable
      query={redemptions}
      rowsOf={rowsOfPage}
      noun={['redemption', 'redemptions']}
      describeError={staffErrorMessage}
      columns={COLUMNS}
      caption={`Redemptions of ${code}`}
      getRowId={(use) => use.orderId}
      empty={COUPON_ADMIN_MESSAGES.noRedemptions}
    />
  );
}
