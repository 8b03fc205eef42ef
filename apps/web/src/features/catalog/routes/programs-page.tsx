import { ComingSoon } from '../../../components/ui/coming-soon';

export function ProgramsPage() {
  return (
    <ComingSoon
      title="Programs"
      description="Live programs in web development, machine learning, competitive programming and IoT. This page is coming soon."
      secondaryAction={{ to: '/event-listing', label: 'See upcoming events' }}
    />
  );
}
