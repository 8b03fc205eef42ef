import { ComingSoon } from '../../../components/ui/coming-soon';

export function AboutPage() {
  return (
    <ComingSoon
      title="About Us"
      description="Our story, what makes us different, and how to reach our Bengaluru team. This page is coming soon."
    />
  );
}
