import type { CartQuote } from '@kaksha/shared';
import { formatRupees } from '../../../lib/format';
import { describeCoupon } from '../../cart/coupon-feedback';

/**
 * What the learner is about to pay, line by line, all from the server's quote: each program at
 * its price after sale and coupon (the lines add up to the total), then the order total.
 */
export function OrderSummary({ quote }: { quote: CartQuote }) {
  const coupon = quote.coupon;
  const couponNote = coupon ? describeCoupon(coupon) : null;
  return (
    <div>
      <ul aria-label="Programs in this order" className="divide-y divide-ink-100">
        {quote.lines.map((line) => (
          <li key={line.id} className="flex items-baseline justify-between gap-4 py-3">
            <span className="font-semibold text-ink-900">{line.name}</span>
            <span className="text-right tabular-nums">
              {line.finalPrice < line.price && (
                <s className="mr-2 text-sm text-ink-500">{formatRupees(line.price)}</s>
              )}
              <span className="font-semibold text-ink-950">{formatRupees(line.finalPrice)}</span>
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-ink-200 pt-4 text-[0.9375rem]">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-600">Subtotal</dt>
          <dd className="tabular-nums">{formatRupees(quote.totalPrice)}</dd>
        </div>
        {quote.discount > 0 && (
          <div className="flex justify-between gap-4 text-success-700">
            <dt>You save{coupon?.validated ? ` (incl. coupon ${coupon.couponCode})` : ''}</dt>
            <dd className="tabular-nums">- {formatRupees(quote.discount)}</dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-4 border-t border-ink-200 pt-3">
          <dt className="font-bold text-ink-950">Order total</dt>
          <dd
            className="text-2xl font-extrabold text-ink-950 tabular-nums"
            data-testid="order-total"
          >
            {formatRupees(quote.totalDiscountedPrice)}
          </dd>
        </div>
      </dl>
      {couponNote?.tone === 'error' && (
        <p role="status" className="mt-3 rounded-control bg-error-50 p-3 text-sm text-error-700">
          Coupon {coupon?.couponCode} is not applied: {couponNote.text}
        </p>
      )}
    </div>
  );
}
