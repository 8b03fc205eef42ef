import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { PageTitle } from '../../../components/ui/page-title';
import { useNativeDownload } from '../../../lib/native-download';
import {
  downloadActiveCarts,
  fetchActiveCartPage,
  pageSizeFrom,
  salesErrorMessage,
  salesPagesQuery,
} from '../api';
import { CART_COLUMNS } from '../components/cart-table';
import { SalesPageHeader } from '../components/sales-page-header';
import { SalesResults } from '../components/sales-results';
import { withSendLinkColumn } from '../components/send-link-column';
import { contactOfCart } from '../sales-contact';
import type { SendPaymentLink } from '../sales-contact';
import { CALL_BACK_CONSOLE_PATH, findView } from '../sales-views';

const ACTIVE_CARTS = findView('active-carts')!;

/**
 * /operations/active-carts (spec document 2: one button that downloads active carts as CSV):
 * carts holding a program the learner has not paid for, newest first, and their CSV.
 */
export function ActiveCartsPage({
  onSendPaymentLink,
}: { onSendPaymentLink?: SendPaymentLink } = {}) {
  const columns = useMemo(
    () => withSendLinkColumn(CART_COLUMNS, contactOfCart, onSendPaymentLink),
    [onSendPaymentLink],
  );
  const [searchParams] = useSearchParams();
  const limit = pageSizeFrom(searchParams.get('limit'));
  const carts = useInfiniteQuery({
    ...salesPagesQuery(
      { view: ACTIVE_CARTS, filters: { status: 'active', sort: 'newest' }, limit, run: 1 },
      fetchActiveCartPage,
    ),
    // Read afresh on every visit: this page is a glance at who is about to buy.
    staleTime: 0,
  });
  const download = useNativeDownload(downloadActiveCarts, salesErrorMessage);

  return (
    <>
      <PageTitle page="Active carts" />
      <Container className="py-8 sm:py-12">
        <SalesPageHeader
          title="Active carts"
          description="Carts holding at least one program the learner has not paid for yet, latest change first. The download holds every active cart, one row per program."
          action={
            <>
              <Button
                disabled={download.isPending}
                aria-busy={download.isPending || undefined}
                onClick={() => download.mutate()}
              >
                Download active carts
              </Button>
              <ButtonLink to="/operations/sales" variant="secondary">
                Back to Sales
              </ButtonLink>
              <ButtonLink to={CALL_BACK_CONSOLE_PATH} variant="secondary">
                Call-back requests
              </ButtonLink>
            </>
          }
        />
        <SalesResults
          query={carts}
          columns={columns}
          caption="Active carts"
          getRowId={(cart) => cart.userId}
          noun={['active cart', 'active carts']}
        />
      </Container>
    </>
  );
}
