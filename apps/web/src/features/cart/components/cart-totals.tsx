import type { CartQuote } from '@kaksha/shared';
import { formatRupees } from '../../../lib/format';

/** Subtotal, savings and the Net Price, all from the server's quote. */
export function CartTotals({ quote }: { quote: CartQuote }) {
  return (
    <dl className="space-y-2 text-[0.9375rem]">
      <div className="flex justify-between gap-4">
        <dt className="text-ink-600">Subtotal</dt>
        <dd className="tabular-nums">{formatRupees(quote.totalPrice)}</dd>
      </div>
      {quote.discount > 0 && (
        <div className="flex justify-between gap-4 text-success-700">
          <dt>Discount</dt>
          <dd className="tabular-nums">- {formatRupees(quote.discount)}</dd>
        </div>
      )}
      <div className="flex items-baseline justify-between gap-4 border-t border-ink-200 pt-3">
        <dt className="font-bold text-ink-950">Net Price</dt>
        <dd className="text-xl font-extrabold text-ink-950 tabular-nums" data-testid="net-price">
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
