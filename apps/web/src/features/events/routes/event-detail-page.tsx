import { ComingSoon } from '../../../components/ui/coming-soon';

export function EventDetailPage() {
  return <ComingSoon title="Event" description="Details of this event are coming soon." />;
}
