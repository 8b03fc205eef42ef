import { ComingSoon } from '../../../components/ui/coming-soon';

export function BlogPostPage() {
  return <ComingSoon title="Blog" description="This article is coming soon." />;
}
