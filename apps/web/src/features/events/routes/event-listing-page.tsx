import { ComingSoon } from '../../../components/ui/coming-soon';

export function EventListingPage() {
  return (
    <ComingSoon
      title="Events"
      description="Live workshops and talks from industry experts, plus recordings of past events. This page is coming soon."
    />
  );
}
