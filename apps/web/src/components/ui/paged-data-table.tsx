import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { JSX } from 'react';
import { DataTable } from './data-table';
import type { DataTableProps } from './data-table';
import { LoadMoreFooter } from './load-more-footer';
import { RetryAlert } from './retry-alert';

export interface PagedDataTableProps<T, TPage> extends Omit<
  DataTableProps<T>,
  'data' | 'isLoading' | 'error' | 'footer'
> {
  /** The list's pages as `useInfiniteQuery` holds them; each page names the next one's cursor. */
  query: UseInfiniteQueryResult<InfiniteData<TPage>>;
  /** The rows of one page. Keep it stable (a module-level function): the rows are memoised on it. */
  rowsOf: (page: TPage) => readonly T[];
  /** What a row is: ['payment', 'payments']. */
  noun: readonly [singular: string, plural: string];
  /** A failed read in words (lib/staff-error's `staffErrorMessage` with the page's own line). */
  describeError: (error: unknown) => string;
}

/**
 * The one staff table in its paged mode: the pages loaded so far in one table, "Try again" when
 * the first page fails, and the LoadMoreFooter below ("Showing n", "Load more", the end of the
 * list, a failed "Load more" beside the button that tries it again).
 */
export function PagedDataTable<T, TPage>({
  query,
  rowsOf,
  noun,
  describeError,
  ...table
}: PagedDataTableProps<T, TPage>): JSX.Element {
  const pages = query.data?.pages;
  // One array per set of pages: the table and its virtualizer key their work on its identity.
  const rows = useMemo(() => pages?.flatMap((page) => rowsOf(page)) ?? [], [pages, rowsOf]);
  // A failed "Load more" keeps the pages already shown (the query holds them with its error).
  const failedFirst = query.isError && !query.isFetchNextPageError;

  const error = failedFirst ? (
    <RetryAlert message={describeError(query.error)} onRetry={() => void query.refetch()} />
  ) : undefined;

  const footer =
    pages && !failedFirst ? (
      <LoadMoreFooter
        count={rows.length}
        noun={noun}
        hasMore={query.hasNextPage}
        isLoadingMore={query.isFetchingNextPage}
        error={query.isFetchNextPageError ? describeError(query.error) : undefined}
        onLoadMore={() => void query.fetchNextPage()}
      />
    ) : undefined;

  return (
    <DataTable {...table} data={rows} isLoading={query.isPending} error={error} footer={footer} />
  );
}
