import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { LockIcon } from '../../../components/ui/icons';
import { loginPathFor } from '../../../lib/return-path';

/** Long enough to read why; the learner can go at once or stay (WCAG 2.2.1). */
export const LOG_IN_COUNTDOWN_SECONDS = 10;

/**
 * Spec §4.4: a confirmation refused with the session goes on to log in. This says why, counts
 * down visibly and then opens the log-in page, which brings the learner back here to confirm.
 */
export function LogInCountdown({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  const logInPath = loginPathFor(returnTo);
  const [secondsLeft, setSecondsLeft] = useState(LOG_IN_COUNTDOWN_SECONDS);
  const [isStopped, setIsStopped] = useState(false);

  useEffect(() => {
    if (isStopped) return;
    const timer = window.setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [isStopped]);

  useEffect(() => {
    if (!isStopped && secondsLeft === 0) void navigate(logInPath);
  }, [isStopped, secondsLeft, logInPath, navigate]);

  return (
    <div className="rounded-control border border-brand-100 bg-brand-50 p-4 text-left text-ink-800">
      <p className="flex items-start gap-2 font-semibold text-ink-900">
        <LockIcon size={18} className="mt-0.5 shrink-0 text-brand-700" />
        Your session ended before we could confirm your payment.
      </p>
      <p className="mt-2 text-sm">
        Please don't pay again: log in and we'll confirm it straight away and take you to your
        programs.
      </p>
      <p className="mt-2 text-sm text-ink-600" data-testid="log-in-countdown">
        {isStopped
          ? 'You can log in whenever you are ready.'
          : `Taking you to log in in ${secondsLeft} s…`}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <ButtonLink to={logInPath} variant="primary">
          Log in again
        </ButtonLink>
        {!isStopped && (
          <Button variant="ghost" onClick={() => setIsStopped(true)}>
            Stay on this page
          </Button>
        )}
      </div>
    </div>
  );
}
