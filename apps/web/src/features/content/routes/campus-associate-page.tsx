import { ComingSoon } from '../../../components/ui/coming-soon';

export function CampusAssociatePage() {
  return (
    <ComingSoon
      title="Campus Associate"
      description="Lead the Kaksha community at your college and grow as a leader. This page is coming soon."
    />
  );
}
