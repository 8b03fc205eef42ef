import { ComingSoon } from '../../../components/ui/coming-soon';

export function PolicyPage() {
  return (
    <ComingSoon
      title="Privacy & Refund Policy"
      pageTitle="Policy"
      description="How we handle your data and refunds for live courses, workshops and subscriptions. This page is coming soon."
    />
  );
}
