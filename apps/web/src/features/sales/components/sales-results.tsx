import { SALES_MESSAGES } from '@kaksha/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { PagedDataTable } from '../../../components/ui/paged-data-table';
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

const rowsOfPage = <T,>(page: SalesPage<T>) => page.rows;

/** One sales list in the paged staff table, with the console's words for no rows and failures. */
export function SalesResults<T>({ query, ...table }: SalesResultsProps<T>) {
  return (
    <PagedDataTable
      {...table}
      query={query}
      rowsOf={rowsOfPage<T>}
      describeError={salesErrorMessage}
      empty={SALES_MESSAGES.noResults}
    />
  );
}
