import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { joinClassNames } from '../../../lib/class-names';
import { useAuthDialog } from '../../../lib/auth-dialog';
import { useSession } from '../../../lib/session';
import { cartQuoteQuery } from '../api';
import { useCartCoupon } from '../../../lib/cart-coupon-store';
import { removeCartItem, useCartItems } from '../../../lib/cart-store';
import { CartLineItem } from '../components/cart-line-item';
import type { CartLineView } from '../components/cart-line-item';
import { CartTotals, CartTotalsSkeleton } from '../components/cart-totals';
import { CouponForm } from '../components/coupon-form';
import { EmptyCart } from '../components/empty-cart';
import { FloatingHelpButton, RequestCallBackLink } from '../components/help-links';
import { useCartCouponForm } from '../use-cart-coupon';
import { useDroppedLines } from '../use-dropped-lines';

const SUMMARY_PATH = '/cart-summary';

export function CartPage() {
  const items = useCartItems();
  const courseIds = useMemo(() => items.map((item) => item.id), [items]);
  const session = useSession();
  const authDialog = useAuthDialog();
  const navigate = useNavigate();

  const couponCode = useCartCoupon();
  const quoteQuery = useQuery(cartQuoteQuery(courseIds, couponCode));
  const quote = items.length > 0 ? quoteQuery.data : undefined;
  const coupon = useCartCouponForm(courseIds, quote);
  useDroppedLines(quote, items);

  // The browser cart says which programs; the quote says what they cost.
  const lines: CartLineView[] = items.map((item) => {
    const priced = quote?.lines.find((line) => line.id === item.id.toLowerCase());
    return priced
      ? { ...item, ...priced }
      : { ...item, price: undefined, discountedPrice: undefined };
  });

  function proceed() {
    if (session.status === 'signed-in') navigate(SUMMARY_PATH);
    else authDialog.open('login', { returnTo: SUMMARY_PATH });
  }

  return (
    <>
      <PageTitle page="Cart" />
      <div className="bg-linear-to-b from-brand-50/70 to-white pb-24">
        <Container className="py-10 sm:py-14">
          <h1 className="text-h2 font-extrabold sm:text-h1">Your Cart</h1>
          {items.length > 0 && (
            <p className="mt-2 text-ink-600">
              {items.length} {items.length === 1 ? 'program' : 'programs'} in your bag
            </p>
          )}

          <div className="mt-8">
            {items.length === 0 ? (
              <EmptyCart />
            ) : (
              <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
                <ul aria-label="Programs in your cart" className="space-y-4">
                  {lines.map((line) => (
                    <CartLineItem
                      key={line.id}
                      line={line}
                      isPriceLoading={quoteQuery.isFetching}
                      onRemove={removeCartItem}
                    />
                  ))}
                </ul>

                <Card
                  as="section"
                  aria-labelledby="cart-summary-heading"
                  className="lg:sticky lg:top-24"
                >
                  <h2 id="cart-summary-heading" className="text-lg font-bold">
                    Price details
                  </h2>
                  <div
                    className={joinClassNames(
                      'mt-4 transition-opacity',
                      quoteQuery.isPlaceholderData && 'opacity-60',
                    )}
                    aria-busy={quoteQuery.isFetching}
                  >
                    {quote ? (
                      <CartTotals quote={quote} />
                    ) : quoteQuery.isError ? (
                      <QuoteError onRetry={() => void quoteQuery.refetch()} />
                    ) : (
                      <CartTotalsSkeleton />
                    )}
                  </div>

                  <div className="mt-6 border-t border-ink-100 pt-5">
                    <CouponForm
                      appliedCode={coupon.appliedCode}
                      feedback={coupon.feedback}
                      isApplying={coupon.isApplying}
                      onApply={(code) => void coupon.apply(code)}
                      onReject={coupon.reject}
                      onRemove={coupon.remove}
                    />
                  </div>

                  <div className="mt-5 flex flex-col gap-3">
                    <Button
                      variant="primary"
                      size="lg"
                      onClick={proceed}
                      disabled={session.status === 'loading'}
                    >
                      Proceed to payment
                      <ArrowRightIcon size={18} />
                    </Button>
                    <ButtonLink to="/programs" variant="secondary">
                      <ArrowLeftIcon size={18} />
                      Continue Shopping
                    </ButtonLink>
                  </div>
                  <div className="mt-5 text-center">
                    <RequestCallBackLink />
                  </div>
                </Card>
              </div>
            )}
          </div>
        </Container>
      </div>
      <FloatingHelpButton />
    </>
  );
}

function QuoteError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-control bg-error-50 p-4 text-sm text-error-700">
      <p className="font-semibold">We couldn't get the latest prices.</p>
      <p className="mt-1">Check your connection and try again.</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
