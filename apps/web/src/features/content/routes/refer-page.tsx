import { ComingSoon } from '../../../components/ui/coming-soon';

export function ReferPage() {
  return (
    <ComingSoon
      title="Refer & Earn"
      description="Refer your friends to Kaksha and earn rewards when they enrol. This page is coming soon."
    />
  );
}
