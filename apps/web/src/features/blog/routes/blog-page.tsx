import { ComingSoon } from '../../../components/ui/coming-soon';

export function BlogPage() {
  return (
    <ComingSoon
      title="Blog"
      description="Stories, guides and career advice from Kaksha mentors and learners. This page is coming soon."
    />
  );
}
