import { ComingSoon } from '../../../components/ui/coming-soon';

export function ManageEventsPage() {
  return (
    <ComingSoon
      title="Manage Events"
      description="Add, update and retire events. This page is coming soon."
    />
  );
}
