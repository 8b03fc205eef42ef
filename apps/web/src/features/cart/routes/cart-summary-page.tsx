import { useEffect, useMemo } from 'react';
import { Container } from '../../../components/ui/container';
import { PageTitle } from '../../../components/ui/page-title';
import { EmptyCart } from '../components/empty-cart';
import { useCartCoupon } from '../../../lib/cart-coupon-store';
import { useCartItems } from '../../../lib/cart-store';
import { CheckoutPanel } from '../components/checkout-panel';
import { useRestoreCart } from '../restore-cart';

/** Spec §2.6: confirm the details, see what the order costs, and pay. Signed-in learners only. */
export function CartSummaryPage() {
  // A recovery e-mail's link brings back the programs and batches the learner left.
  useRestoreCart();
  // Spec §2.6: the page opens at the top, whatever the cart's scroll position was.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <>
      <PageTitle page="Cart Summary" />
      <div className="bg-linear-to-b from-brand-50/70 to-white pb-16">
        <Container className="py-10 sm:py-14">
          <h1 className="text-h2 font-extrabold sm:text-h1">Cart Summary</h1>
          <div className="mt-8">
            <SignedInSummary />
          </div>
        </Container>
      </div>
    </>
  );
}

function SignedInSummary() {
  const items = useCartItems();
  const courseIds = useMemo(() => items.map((item) => item.id), [items]);
  const couponCode = useCartCoupon();
  if (items.length === 0) return <EmptyCart />;
  return <CheckoutPanel courseIds={courseIds} couponCode={couponCode} />;
}
