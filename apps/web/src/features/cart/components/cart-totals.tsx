import type { CartQuote } from '@kaksha/shared';
import { formatRupees } from '../../../lib/format';
import { isCouponApplied } from '../coupon-feedback';

export interface CartTotalsProps {
  quote: CartQuote;
  /** 'Net Price' in the cart, 'Order total' in the summary. */
  totalLabel?: string;
  totalTestId?: string;
}

/** Subtotal, sale savings, the coupon's share and the total, all from the server's quote. */
export function CartTotals({
  quote,
  totalLabel = 'Net Price',
  totalTestId = 'net-price',
}: CartTotalsProps) {
  const coupon = isCouponApplied(quote.coupon) ? quote.coupon : null;
  const couponDiscount = coupon?.discount ?? 0;
  const saleDiscount = quote.discount - couponDiscount;
  return (
    <dl className="space-y-2 text-[0.9375rem]">
      <div className="flex justify-between gap-4">
        <dt className="text-ink-600">Subtotal</dt>
        <dd className="tabular-nums">{formatRupees(quote.totalPrice)}</dd>
      </div>
      {saleDiscount > 0.005 && (
        <div className="flex justify-between gap-4 text-success-700">
          <dt>Discount</dt>
          <dd className="tabular-nums">- {formatRupees(saleDiscount)}</dd>
        </div>
      )}
      {coupon && (
        <div className="flex justify-between gap-4 text-success-700">
          <dt>
            Coupon <span className="font-mono font-semibold">{coupon.couponCode}</span>
          </dt>
          <dd className="tabular-nums">- {formatRupees(couponDiscount)}</dd>
        </div>
      )}
      <div className="flex items-baseline justify-between gap-4 border-t border-ink-200 pt-3">
        <dt className="font-bold text-ink-950">{totalLabel}</dt>
        <dd className="text-xl font-extrabold text-ink-950 tabular-nums" data-testid={totalTestId}>
          {formatRupees(quote.totalDiscountedPrice)}
        </dd>
      </div>
    </dl>
  );
}

export function CartTotalsSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-3">
      <div className="h-5 animate-pulse rounded-md bg-ink-100" />
      <div className="h-5 w-2/3 animate-pulse rounded-md bg-ink-100" />
      <div className="h-7 animate-pulse rounded-md bg-ink-100" />
    </div>
  );
}
