import { ComingSoon } from '../../../components/ui/coming-soon';

export function LoginPage() {
  return (
    <ComingSoon
      title="Log In"
      pageTitle="Login"
      description="Log in to pick up where you left off: your cart, your programs and your profile. This page is coming soon."
    />
  );
}
