import { ComingSoon } from '../../../components/ui/coming-soon';

export function StaticEventsPage() {
  return (
    <ComingSoon
      title="Upcoming Events"
      pageTitle="Events"
      description="A look at upcoming Kaksha events. This page is coming soon."
    />
  );
}
