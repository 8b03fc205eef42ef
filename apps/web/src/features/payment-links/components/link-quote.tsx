import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner';
import { joinClassNames } from '../../../lib/class-names';
import { formatInr } from '../../../lib/format';
import { linkQuoteQuery, paymentLinkErrorMessage } from '../api';

export interface LinkQuoteProps {
  courseIds: readonly string[];
  batches: Record<string, string>;
  couponCode: string;
}

/**
 * The server's price for the chosen programs, batches and coupon, as the cart's quote gives it
 * (the link is priced the same way when it is sent): each program, the discount, what to pay.
 */
export function LinkQuote({ courseIds, batches, couponCode }: LinkQuoteProps) {
  const quote = useQuery(linkQuoteQuery(courseIds, batches, couponCode));
  if (courseIds.length === 0)
    return (
      <p className="rounded-control bg-ink-50 px-3.5 py-3 text-sm text-ink-600">
        Choose a program to see its price.
      </p>
    );
  if (quote.isPending)
    return (
      <p className="flex items-center gap-2 rounded-control bg-ink-50 px-3.5 py-3 text-sm text-ink-700">
        <Spinner size="sm" tone="current" label="Pricing" /> Pricing…
      </p>
    );
  if (quote.isError)
    return (
      <p role="alert" className="rounded-control bg-error-50 px-3.5 py-3 text-sm text-error-700">
        {paymentLinkErrorMessage(quote.error)}
      </p>
    );
  const { lines, totalPrice, discount, totalDiscountedPrice, coupon } = quote.data;
  return (
    <section
      aria-label="Price"
      aria-busy={quote.isFetching || undefined}
      className={joinClassNames(
        'rounded-control border border-ink-200 bg-ink-50 px-3.5 py-3 text-sm transition-opacity',
        quote.isPlaceholderData ? 'opacity-60' : undefined,
      )}
    >
      <ul className="space-y-2">
        {lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-ink-950">{line.name}</p>
              {line.batch && <p className="text-ink-600">{line.batch.name}</p>}
              {line.batchNotice && <p className="text-error-700">{line.batchNotice}</p>}
            </div>
            <p className="text-right whitespace-nowrap tabular-nums">
              {line.finalPrice < line.price && (
                <del className="mr-1.5 text-ink-500">{formatInr(line.price)}</del>
              )}
              {formatInr(line.finalPrice)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-ink-200 pt-3">
        <dt className="text-ink-600">List price</dt>
        <dd className="text-right tabular-nums">{formatInr(totalPrice)}</dd>
        {discount > 0 && (
          <>
            <dt className="text-ink-600">Discount</dt>
            <dd className="text-right text-success-700 tabular-nums">−{formatInr(discount)}</dd>
          </>
        )}
        <dt className="font-semibold text-ink-950">To pay</dt>
        <dd className="text-right font-bold text-ink-950 tabular-nums" data-testid="link-total">
          {formatInr(totalDiscountedPrice)}
        </dd>
      </dl>
      {coupon && (
        <p
          className={joinClassNames(
            'mt-2',
            coupon.validated ? 'text-success-700' : 'text-error-700',
          )}
        >
          {coupon.message}
        </p>
      )}
    </section>
  );
}
