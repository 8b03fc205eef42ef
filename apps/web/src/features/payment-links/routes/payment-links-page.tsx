import { PAYMENT_LINK_MESSAGES } from '@kaksha/shared';
import type { PaymentLink } from '@kaksha/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Container } from '../../../components/ui/container';
import { SelectField } from '../../../components/ui/field';
import { PageTitle } from '../../../components/ui/page-title';
import { PagedDataTable } from '../../../components/ui/paged-data-table';
import { isApiError, isRefusedToken } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import {
  PAYMENT_LINK_KEYS,
  PAYMENT_LINK_STATUS_FILTERS,
  cancelPaymentLink,
  pageSizeFrom,
  paymentLinkErrorMessage,
  paymentLinksQuery,
  resendPaymentLink,
  statusFilterFrom,
} from '../api';
import type { PaymentLinkPage } from '../api';
import { paymentLinkColumns } from '../components/payment-link-columns';
import { SendPaymentLinkDialog } from '../components/send-payment-link-dialog';
import { copyLink } from '../copy-link';

const STATUS_OPTIONS = PAYMENT_LINK_STATUS_FILTERS.map((option) => ({
  value: option.value || 'all',
  label: option.label,
}));
const rowsOfPage = (page: PaymentLinkPage) => page.rows;

/**
 * /operations/payment-links (issue 27): the links SALES and ADMIN sent, newest first, with their
 * status, recipient, programs and batches, amount and times (IST); a link still open can be sent
 * again or cancelled, and any can be copied. The filter lives in the address.
 */
export function PaymentLinksPage() {
  const [params, setParams] = useSearchParams();
  const status = statusFilterFrom(params.get('status'));
  const limit = pageSizeFrom(params.get('limit'));
  const links = useInfiniteQuery(paymentLinksQuery(status, limit));
  const queryClient = useQueryClient();
  const [isSending, setIsSending] = useState(false);
  const [cancelling, setCancelling] = useState<PaymentLink | null>(null);

  const refreshList = () => queryClient.invalidateQueries({ queryKey: PAYMENT_LINK_KEYS.all });
  const sayRefusal = async (error: Error) => {
    if (isRefusedToken(error)) return;
    toastError(paymentLinkErrorMessage(error));
    // Paid, expired or cancelled meanwhile: the list shows what happened.
    if (isApiError(error) && error.status === 409) await refreshList();
  };
  const resend = useMutation({
    mutationFn: (link: PaymentLink) => resendPaymentLink(link.id),
    onSuccess: async () => {
      toastSuccess(PAYMENT_LINK_MESSAGES.resent);
      await refreshList();
    },
    onError: sayRefusal,
  });
  const cancel = useMutation({
    mutationFn: (link: PaymentLink) => cancelPaymentLink(link.id),
    onSuccess: async () => {
      toastSuccess(PAYMENT_LINK_MESSAGES.cancelled);
      await refreshList();
    },
    onError: sayRefusal,
    onSettled: () => setCancelling(null),
  });

  const sendAgain = resend.mutate;
  const resendingId = resend.isPending ? resend.variables?.id : undefined;
  const columns = useMemo(
    () =>
      paymentLinkColumns({
        onCopy: (link) => void copyLink(link.url),
        onResend: (link) => sendAgain(link),
        onCancel: setCancelling,
        resendingId,
      }),
    [sendAgain, resendingId],
  );

  return (
    <>
      <PageTitle page="Payment links" />
      <Container className="py-8 sm:py-12">
        <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
              Operations
            </p>
            <h1 className="mt-1 text-h2 font-extrabold">Payment links</h1>
            <p className="mt-2 max-w-2xl text-ink-700">
              Links sent to learners to pay for programs in a batch, priced by the server. Paying
              one enrols the learner and e-mails the receipt and GST invoice.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => setIsSending(true)}>Send payment link</Button>
            <ButtonLink to="/operations/sales" variant="secondary">
              Sales
            </ButtonLink>
            <ButtonLink to="/operations/refunds" variant="secondary">
              Refunds
            </ButtonLink>
          </div>
        </div>

        <div className="mb-4">
          <SelectField
            label="Show"
            className="max-w-xs"
            options={STATUS_OPTIONS}
            value={status || 'all'}
            onChange={(event) => setParams(new URLSearchParams({ status: event.target.value }))}
          />
        </div>
        <PagedDataTable
          query={links}
          rowsOf={rowsOfPage}
          noun={['payment link', 'payment links']}
          describeError={paymentLinkErrorMessage}
          columns={columns}
          caption="Payment links, newest first"
          getRowId={(link) => link.id}
          empty={
            status
              ? 'No payment links with this status.'
              : 'No payment link has been sent yet. Send one from a call-back request, a learner or a cart in the sales console, or with Send payment link.'
          }
          maxHeight="70vh"
        />
      </Container>
      {isSending && <SendPaymentLinkDialog onClose={() => setIsSending(false)} />}
      {cancelling && (
        <ConfirmDialog
          message="Cancel this payment link?"
          detail={`${cancelling.recipient.name} (${cancelling.recipient.email}) can no longer pay with it.`}
          confirmLabel="Cancel link"
          cancelLabel="Keep it"
          isBusy={cancel.isPending}
          onConfirm={() => cancel.mutate(cancelling)}
          onCancel={() => setCancelling(null)}
        />
      )}
    </>
  );
}
