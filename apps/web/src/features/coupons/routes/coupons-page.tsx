import { ComingSoon } from '../../../components/ui/coming-soon';

export function CouponsPage() {
  return (
    <ComingSoon
      title="Coupon Management"
      description="Create, find and remove discount coupons. This page is coming soon."
    />
  );
}
