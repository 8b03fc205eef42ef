import { ComingSoon } from '../../../components/ui/coming-soon';

export function SignupPage() {
  return (
    <ComingSoon
      title="Sign Up"
      pageTitle="Signup"
      description="Create your Kaksha account to enrol in live programs and track your progress. This page is coming soon."
    />
  );
}
