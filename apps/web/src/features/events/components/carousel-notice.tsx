import { Button } from '../../../components/ui/button';

/** A quiet line in place of a landing-page carousel: nothing to show, or a retry after a failure. */
export function CarouselNotice({
  text,
  onRetry,
  isRetrying = false,
}: {
  text: string;
  onRetry?: () => void;
  isRetrying?: boolean;
}) {
  return (
    <div
      role={onRetry ? 'alert' : undefined}
      className="flex flex-col items-start gap-3 rounded-card border border-dashed border-ink-300 bg-white/70 px-5 py-6 text-ink-600 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{text}</p>
      {onRetry && (
        <Button size="sm" variant="secondary" onClick={onRetry} disabled={isRetrying}>
          {isRetrying ? 'Retrying…' : 'Retry'}
        </Button>
      )}
    </div>
  );
}
