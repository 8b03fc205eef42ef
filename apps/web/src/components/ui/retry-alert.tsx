import { Button } from './button';

/** A read that failed: why, in words, and "Try again" (a table's error row, a list's place). */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="space-y-3">
      <p role="alert" className="font-semibold text-error-700">
        {message}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
