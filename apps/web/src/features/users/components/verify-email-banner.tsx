import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { callAuthApi } from '../../../lib/api-client';
import { describeSubmitError } from '../../../lib/submit-error';

/** Above the profile while the address is unverified: says so, and sends a new link on request. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const resend = useMutation({
    mutationFn: () =>
      callAuthApi<{ message: string }>('/v1.5/auth/verify-email/resend', { method: 'POST' }),
  });
  return (
    <section
      aria-label="E-mail not verified"
      className="rounded-card border border-accent-200 bg-accent-50 p-5"
    >
      <p className="font-semibold text-ink-900">Please verify your e-mail address</p>
      <p className="mt-1 text-sm text-ink-700">
        We sent a link to {email}. Open it to confirm the address is yours.
      </p>
      <div role="status" className="mt-2 text-sm">
        {resend.isSuccess && <p className="text-ink-800">{resend.data.message}</p>}
        {resend.isError && <p className="text-error-700">{describeSubmitError(resend.error)}</p>}
      </div>
      <Button
        variant="secondary"
        className="mt-3"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        Resend
      </Button>
    </section>
  );
}
