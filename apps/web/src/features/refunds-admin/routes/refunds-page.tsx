import { REFUND_DECIDERS } from '@kaksha/shared';
import type { RefundQueueItem } from '@kaksha/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { SelectField } from '../../../components/ui/field';
import { PageTitle } from '../../../components/ui/page-title';
import { PagedDataTable } from '../../../components/ui/paged-data-table';
import { Spinner } from '../../../components/ui/spinner';
import { isRefusedToken } from '../../../lib/api-client';
import { useNativeDownload } from '../../../lib/native-download';
import { useSession } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import {
  REFUND_KEYS,
  REFUND_STATUS_FILTERS,
  downloadRefundCsv,
  pageSizeFrom,
  refundErrorMessage,
  refundQueueQuery,
  retryRefund,
  statusFilterFrom,
} from '../api';
import type { RefundQueuePage } from '../api';
import { ApproveRefundDialog } from '../components/approve-refund-dialog';
import { RejectRefundDialog } from '../components/reject-refund-dialog';
import { refundColumns } from '../components/refund-columns';

const STATUS_OPTIONS = REFUND_STATUS_FILTERS.map((option) => ({
  value: option.value || 'all',
  label: option.label,
}));
const rowsOfPage = (page: RefundQueuePage) => page.rows;

/**
 * /operations/refunds (issue 26): learners' refund requests with what the policy gives, the batch's
 * start and the learner's attendance. SALES reads; ADMIN approves (the refund goes to Razorpay),
 * rejects, or sends a refund the provider refused again. The filter lives in the address.
 */
export function RefundsPage() {
  const { user } = useSession();
  const canDecide = user ? REFUND_DECIDERS.includes(user.role) : false;
  const [params, setParams] = useSearchParams();
  const status = statusFilterFrom(params.get('status'));
  const limit = pageSizeFrom(params.get('limit'));
  const queue = useInfiniteQuery(refundQueueQuery(status, limit));
  const queryClient = useQueryClient();
  const [approving, setApproving] = useState<RefundQueueItem | null>(null);
  const [rejecting, setRejecting] = useState<RefundQueueItem | null>(null);
  const download = useNativeDownload(() => downloadRefundCsv(status), refundErrorMessage);
  const retry = useMutation({
    mutationFn: (item: RefundQueueItem) => retryRefund(item.id),
    onSuccess: async () => {
      toastSuccess('The refund is being sent again.');
      await queryClient.invalidateQueries({ queryKey: REFUND_KEYS.all });
    },
    onError: (error) => {
      if (!isRefusedToken(error)) toastError(refundErrorMessage(error));
    },
  });

  const sendAgain = retry.mutate;
  const retryingId = retry.isPending ? retry.variables?.id : undefined;
  const columns = useMemo(
    () =>
      refundColumns(
        canDecide
          ? {
              onApprove: setApproving,
              onReject: setRejecting,
              onRetry: (item) => sendAgain(item),
              retryingId,
            }
          : undefined,
      ),
    [canDecide, sendAgain, retryingId],
  );

  return (
    <>
      <PageTitle page="Refunds" />
      <Container className="py-8 sm:py-12">
        <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
              Operations
            </p>
            <h1 className="mt-1 text-h2 font-extrabold">Refunds</h1>
            <p className="mt-2 max-w-2xl text-ink-700">
              Requests from learners, priced by the published refund policy.{' '}
              {canDecide
                ? 'Approve with an amount and a reason, or reject with a reason: the learner is e-mailed either way.'
                : 'ADMIN decides them.'}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/operations/invoices" variant="secondary">
              Invoices
            </ButtonLink>
            <ButtonLink to="/operations/sales" variant="secondary">
              Sales
            </ButtonLink>
          </div>
        </div>

        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <SelectField
            label="Show"
            className="max-w-xs"
            options={STATUS_OPTIONS}
            value={status || 'all'}
            onChange={(event) => setParams(new URLSearchParams({ status: event.target.value }))}
          />
          <Button
            size="sm"
            variant="secondary"
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            {download.isPending ? (
              <Spinner size="sm" tone="current" label="Preparing the download" />
            ) : (
              'Download CSV'
            )}
          </Button>
        </div>
        <PagedDataTable
          query={queue}
          rowsOf={rowsOfPage}
          noun={['request', 'requests']}
          describeError={refundErrorMessage}
          columns={columns}
          caption="Refund requests, newest first"
          getRowId={(item) => item.id}
          empty={status === 'open' ? 'No refund request is waiting.' : 'No refund requests here.'}
          maxHeight="70vh"
        />
      </Container>
      {approving && <ApproveRefundDialog item={approving} onClose={() => setApproving(null)} />}
      {rejecting && <RejectRefundDialog item={rejecting} onClose={() => setRejecting(null)} />}
    </>
  );
}
