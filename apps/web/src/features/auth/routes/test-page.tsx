import { ComingSoon } from '../../../components/ui/coming-soon';

export function TestPage() {
  return (
    <ComingSoon
      title="Test"
      description="A page for checking the connection to Kaksha's services. This page is coming soon."
    />
  );
}
