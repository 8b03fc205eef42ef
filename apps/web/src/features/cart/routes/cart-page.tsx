import { ComingSoon } from '../../../components/ui/coming-soon';

export function CartPage() {
  return (
    <ComingSoon
      title="Your Cart"
      pageTitle="Cart"
      description="Review the programs in your cart, apply a coupon and check out. This page is coming soon."
    />
  );
}
