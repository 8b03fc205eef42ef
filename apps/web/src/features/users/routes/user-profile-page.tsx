import { ComingSoon } from '../../../components/ui/coming-soon';

export function UserProfilePage() {
  return (
    <ComingSoon
      title="Your Profile"
      pageTitle="Profile"
      description="Manage your name, contact details, college and stream. This page is coming soon."
    />
  );
}
