import { Button } from './button';

export interface LoadMoreFooterProps {
  /** Rows shown so far. */
  count: number;
  /** What a row is: ['payment', 'payments']. */
  noun: readonly [singular: string, plural: string];
  /** The server named a next page. */
  hasMore: boolean;
  isLoadingMore: boolean;
  /** Why the last "Load more" failed, in words; the rows already shown stay. */
  error?: string;
  onLoadMore: () => void;
}

/**
 * Below a list that pages on the server: "Showing n", "(all that match)" once the last page is in,
 * and "Load more" while there are more. A failed "Load more" says why beside the button, which
 * stays to try again.
 */
export function LoadMoreFooter({
  count,
  noun,
  hasMore,
  isLoadingMore,
  error,
  onLoadMore,
}: LoadMoreFooterProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink-700" aria-live="polite">
        Showing {count} {count === 1 ? noun[0] : noun[1]}
        {!hasMore && count > 0 && <span className="text-ink-500"> (all that match)</span>}
      </p>
      {error && (
        <p role="alert" className="text-sm text-error-700">
          {error}
        </p>
      )}
      {hasMore && (
        <Button
          variant="secondary"
          size="sm"
          disabled={isLoadingMore}
          aria-busy={isLoadingMore || undefined}
          onClick={onLoadMore}
        >
          {isLoadingMore ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
