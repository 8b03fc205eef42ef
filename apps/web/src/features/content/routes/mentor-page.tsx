import { ComingSoon } from '../../../components/ui/coming-soon';

export function MentorPage() {
  return (
    <ComingSoon
      title="Become a Mentor"
      pageTitle="Mentor"
      description="Share your industry experience by teaching live cohorts of motivated students. This page is coming soon."
    />
  );
}
