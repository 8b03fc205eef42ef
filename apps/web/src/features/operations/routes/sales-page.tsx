import { ComingSoon } from '../../../components/ui/coming-soon';

export function SalesPage() {
  return (
    <ComingSoon
      title="Sales"
      description="View and export users, carts and payments. This page is coming soon."
    />
  );
}
