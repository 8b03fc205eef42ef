import { SALES_MESSAGES } from '@kaksha/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { salesErrorMessage } from '../api';
import type { SalesPage } from '../api';

export interface SalesResultsProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<SalesPage<T>>>;
  columns: ColumnDef<T>[];
  caption: string;
  getRowId: (row: T) => string;
  /** What a row is, e.g. ['payment', 'payments']. */
  noun: readonly [string, string];
  maxHeight?: string;
}

/** The pages loaded so far in one table, "Showing n", and "Load more" while there are more. */
export function SalesResults<T>({
  query,
  columns,
  caption,
  getRowId,
  noun,
  maxHeight,
}: SalesResultsProps<T>) {
  const pages = query.data?.pages;
  // One array per set of pages: the table and its virtualizer key their work on its identity.
  const rows = useMemo(() => pages?.flatMap((page) => page.rows) ?? [], [pages]);
  const failedFirst = query.isError && !query.isFetchNextPageError;
  // A failed "Load more" keeps the rows already shown (the query holds them with its error).
  const nextPageError = query.isFetchNextPageError ? salesErrorMessage(query.error) : undefined;

  const error = failedFirst ? (
    <div className="space-y-3">
      <p role="alert" className="font-semibold text-error-700">
        {salesErrorMessage(query.error)}
      </p>
      <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </div>
  ) : undefined;

  const footer = pages && !failedFirst && (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink-700" aria-live="polite">
        Showing {rows.length} {rows.length === 1 ? noun[0] : noun[1]}
        {!query.hasNextPage && rows.length > 0 && (
          <span className="text-ink-500"> (all that match)</span>
        )}
      </p>
      {nextPageError && (
        <p role="alert" className="text-sm text-error-700">
          {nextPageError}
        </p>
      )}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          disabled={query.isFetchingNextPage}
          aria-busy={query.isFetchingNextPage || undefined}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );

  return (
    <DataTable
      columns={columns}
      data={rows}
      caption={caption}
      getRowId={getRowId}
      isLoading={query.isPending}
      error={error}
      empty={SALES_MESSAGES.noResults}
      footer={footer || undefined}
      maxHeight={maxHeight}
    />
  );
}
