import { useEffect, useMemo } from 'react';
import { Navigate } from 'react-router';
import { Container } from '../../../components/ui/container';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { loginPathFor } from '../../../lib/return-path';
import { useSession } from '../../../lib/session';
import { EmptyCart } from '../components/empty-cart';
import { useCartCoupon } from '../../../lib/cart-coupon-store';
import { useCartItems } from '../../../lib/cart-store';
import { CheckoutPanel } from '../components/checkout-panel';

const THIS_PATH = '/cart-summary';

/** Spec §2.6: confirm the details, see what the order costs, and pay. Signed-in learners only. */
export function CartSummaryPage() {
  const session = useSession();

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
            {session.status === 'loading' ? (
              <div className="flex justify-center py-16">
                <Spinner label="Checking your session" />
              </div>
            ) : session.status === 'signed-out' ? (
              <Navigate to={loginPathFor(THIS_PATH)} replace />
            ) : (
              <SignedInSummary />
            )}
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
