import { ComingSoon } from '../../../components/ui/coming-soon';

export function CartSummaryPage() {
  return (
    <ComingSoon
      title="Cart Summary"
      description="Confirm your details and complete your payment. This page is coming soon."
    />
  );
}
