import { ComingSoon } from '../../../components/ui/coming-soon';

export function HireWithUsPage() {
  return (
    <ComingSoon
      title="Hire With Us"
      description="Hire job-ready graduates trained on real projects by industry mentors. This page is coming soon."
    />
  );
}
