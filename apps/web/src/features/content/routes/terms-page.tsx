import { ComingSoon } from '../../../components/ui/coming-soon';

export function TermsPage() {
  return (
    <ComingSoon
      title="Terms & Conditions"
      description="The terms that apply when you use Kaksha. This page is coming soon."
    />
  );
}
