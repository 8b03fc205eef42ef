import type { CallBackRequest, SalesCart, SalesPayment, SalesUser } from '@kaksha/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useNativeDownload } from '../../../lib/native-download';
import {
  downloadSalesCsv,
  fetchCallBackPage,
  fetchCartPage,
  fetchUserPage,
  paymentPageFetcher,
  salesErrorMessage,
  salesPagesQuery,
} from '../api';
import type { FetchSalesPage, SalesSearch } from '../api';
import { contactOfCallBack, contactOfCart, contactOfUser } from '../sales-contact';
import type { SalesContact, SendPaymentLink } from '../sales-contact';
import { filtersOf } from '../sales-views';
import type { SalesFilters, SalesView } from '../sales-views';
import { CALL_BACK_COLUMNS } from './call-back-table';
import { CART_COLUMNS } from './cart-table';
import { PAYMENT_COLUMNS } from './payment-table';
import { SalesFilterForm } from './sales-filter-form';
import { SalesResults } from './sales-results';
import { withSendLinkColumn } from './send-link-column';
import { USER_COLUMNS } from './user-table';

export interface SalesWorkspaceProps {
  view: SalesView;
  /** Rows per page (the API's `limit`). */
  limit: number;
  /** "Send payment link" on the rows of users, carts and call-back requests, when given. */
  onSendPaymentLink?: SendPaymentLink;
}

/** The filters and results of one sub-option; mount it with `key={view.id}` to start clean. */
export function SalesWorkspace({ view, limit, onSendPaymentLink: send }: SalesWorkspaceProps) {
  switch (view.list) {
    case 'users':
      return (
        <ListWorkspace<SalesUser>
          view={view}
          limit={limit}
          fetchPage={fetchUserPage}
          columns={USER_COLUMNS}
          contactOf={send && contactOfUser}
          send={send}
          getRowId={(user) => user.id}
          caption="Users"
          noun={['user', 'users']}
        />
      );
    case 'carts':
      return (
        <ListWorkspace<SalesCart>
          view={view}
          limit={limit}
          fetchPage={fetchCartPage}
          columns={CART_COLUMNS}
          contactOf={send && contactOfCart}
          send={send}
          getRowId={(cart) => cart.userId}
          caption={view.fixedStatus === 'active' ? 'Active carts' : 'Carts'}
          noun={['cart', 'carts']}
        />
      );
    case 'payments':
      return (
        <ListWorkspace<SalesPayment>
          view={view}
          limit={limit}
          fetchPage={paymentPageFetcher(view)}
          columns={PAYMENT_COLUMNS}
          getRowId={(payment) => payment.orderId}
          caption={`Payments: ${view.label}`}
          noun={['payment', 'payments']}
        />
      );
    case 'callbacks':
      return (
        <ListWorkspace<CallBackRequest>
          view={view}
          limit={limit}
          fetchPage={fetchCallBackPage}
          columns={CALL_BACK_COLUMNS}
          contactOf={send && contactOfCallBack}
          send={send}
          getRowId={(request) => request.id}
          caption="Call-back requests"
          noun={['call-back request', 'call-back requests']}
        />
      );
  }
}

interface ListWorkspaceProps<T> extends Omit<SalesWorkspaceProps, 'onSendPaymentLink'> {
  fetchPage: FetchSalesPage<T>;
  columns: ColumnDef<T>[];
  /** The row's person, for "Send payment link" (with `send`). */
  contactOf?: (row: T) => SalesContact;
  send?: SendPaymentLink;
  getRowId: (row: T) => string;
  caption: string;
  noun: readonly [string, string];
}

function ListWorkspace<T>({
  view,
  limit,
  fetchPage,
  columns: baseColumns,
  contactOf,
  send,
  getRowId,
  caption,
  noun,
}: ListWorkspaceProps<T>) {
  const columns = useMemo(
    () => (contactOf ? withSendLinkColumn(baseColumns, contactOf, send) : baseColumns),
    [baseColumns, contactOf, send],
  );
  const [search, setSearch] = useState<SalesSearch | null>(null);
  const idle: SalesSearch = { view, filters: { sort: 'newest' }, limit, run: 0 };
  const query = useInfiniteQuery({
    ...salesPagesQuery(search ?? idle, fetchPage),
    enabled: search !== null,
  });

  const download = useNativeDownload(
    (filters: SalesFilters) => downloadSalesCsv(view.list, filtersOf(view, filters)),
    salesErrorMessage,
    // A 400 names the filter to fix, beside the form.
    (error) => isApiError(error) && error.status === 400,
  );

  const display = (filters: SalesFilters) => {
    download.reset();
    setSearch((previous) => ({
      view,
      filters: filtersOf(view, filters),
      limit,
      run: (previous?.run ?? 0) + 1,
    }));
  };

  return (
    <div className="space-y-6">
      <SalesFilterForm
        view={view}
        isSearching={search !== null && query.isFetching && !query.isFetchingNextPage}
        isDownloading={download.isPending}
        serverError={download.error ?? (search ? query.error : null)}
        onDisplay={display}
        onDownload={(filters) => download.mutate(filters)}
      />
      <section aria-label="Results">
        {search ? (
          <SalesResults
            query={query}
            columns={columns}
            caption={caption}
            getRowId={getRowId}
            noun={noun}
          />
        ) : (
          <p className="rounded-card border border-dashed border-ink-300 bg-white p-8 text-center text-ink-600">
            Set the filters you need, then press Display.
          </p>
        )}
      </section>
    </div>
  );
}
