import { ComingSoon } from '../../../components/ui/coming-soon';

export function OperationsLoginPage() {
  return (
    <ComingSoon
      title="Operations"
      description="Sign in to the sales or events & blog workspace. This page is coming soon."
    />
  );
}
