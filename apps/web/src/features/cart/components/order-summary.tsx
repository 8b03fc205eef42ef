import type { CartQuote } from '@kaksha/shared';
import { formatRupees } from '../../../lib/format';
import { formatIstDay } from '../../../lib/ist-dates';
import { chooseBatch } from '../../../lib/batch-choice';
import { CartTotals } from './cart-totals';
import { describeCoupon } from '../coupon-feedback';

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
          <li key={line.id} className="flex items-start justify-between gap-4 py-3">
            <span className="min-w-0">
              <span className="font-semibold text-ink-900">{line.name}</span>
              <LineBatch line={line} />
            </span>
            <span className="flex flex-col items-end whitespace-nowrap tabular-nums">
              <span className="font-semibold text-ink-950">{formatRupees(line.finalPrice)}</span>
              {line.finalPrice < line.price && (
                <s className="text-sm text-ink-500">{formatRupees(line.price)}</s>
              )}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-2 border-t border-ink-200 pt-4">
        <CartTotals quote={quote} totalLabel="Order total" totalTestId="order-total" />
      </div>
      {couponNote?.tone === 'error' && (
        <p role="status" className="mt-3 rounded-control bg-error-50 p-3 text-sm text-error-700">
          Coupon {coupon?.couponCode} is not applied: {couponNote.text}
        </p>
      )}
    </div>
  );
}

type QuoteLine = CartQuote['lines'][number];

/**
 * The batch this line buys a seat in, as the server would pick it now; when the learner's choice
 * cannot be had (full or closed), the server's reason and the batch offered instead, to take.
 */
function LineBatch({ line }: { line: QuoteLine }) {
  const { batch, batchNotice } = line;
  return (
    <>
      {batch && (
        <span className="block text-sm text-ink-600">
          {batch.name} · starts {formatIstDay(batch.startDate)}
        </span>
      )}
      {batchNotice && (
        <span role="status" className="mt-1 block text-sm text-accent-800">
          {batchNotice}{' '}
          {batch && (
            <button
              type="button"
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              onClick={() => chooseBatch(line.id, batch.id)}
            >
              Take a seat in {batch.name}
            </button>
          )}
        </span>
      )}
    </>
  );
}
