import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { refundRequestBodySchema } from '@kaksha/shared';
import type { Enrolments, RefundQuote, RefundRequestView } from '@kaksha/shared';
import { Button } from '../../../components/ui/button';
import { FormAlert, TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { formatInrPaise } from '../../../lib/format';
import { SHARED_QUERY_KEYS } from '../../../lib/query-keys';
import { describeSubmitError } from '../../../lib/submit-error';
import { toastSuccess } from '../../../lib/toast';
import { refundQuoteQuery, requestRefund } from '../api';
import { REFUND_REQUESTED_TEXT } from '../order-view';
import type { Order } from '../order-view';

const REASON_MAX_LENGTH = 1000;

/**
 * "Request a refund": what the published policy gives back on this order today (the server's
 * quote), then the learner's reason, sent as a request that staff decide. A request the policy
 * prices at nothing can still be sent (staff may make an exception), and the dialog says so.
 */
export function RefundRequestDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const quote = useQuery(refundQuoteQuery(order.id));
  return (
    <Modal title="Request a refund" isTitleVisible onClose={onClose} focusKey={quote.status}>
      <p className="text-sm text-ink-600">
        {order.items.length > 1 ? 'A refund covers the whole order: ' : 'Order for '}
        <span className="font-semibold text-ink-900">
          {order.items.map((item) => item.name).join(', ')}
        </span>
        .
      </p>
      <div className="mt-4">
        {quote.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner size="md" label="Working out your refund" />
          </div>
        ) : quote.isError ? (
          <RetryAlert
            message={`We couldn't work out your refund. ${describeSubmitError(quote.error)}`}
            onRetry={() => void quote.refetch()}
          />
        ) : (
          <>
            <QuoteSummary quote={quote.data} />
            <RefundReasonForm order={order} onClose={onClose} />
          </>
        )}
      </div>
    </Modal>
  );
}

function QuoteSummary({ quote }: { quote: RefundQuote }) {
  const isNothing = quote.amountPaise <= 0;
  return (
    <div className="space-y-2 text-ink-800">
      {/* Focus lands here once the quote arrives, so it is read out first. */}
      <p data-autofocus tabIndex={-1} className="text-lg font-bold text-ink-950 outline-none">
        Under our refund policy you would get{' '}
        <span className="tabular-nums">{formatInrPaise(quote.amountPaise)}</span> back.
      </p>
      <p className="text-sm">{quote.ruleText}</p>
      {quote.refundedPaise > 0 && (
        <p className="text-sm text-ink-600">
          Already refunded on this order: {formatInrPaise(quote.refundedPaise)} of{' '}
          {formatInrPaise(quote.paidPaise)} paid.
        </p>
      )}
      {isNothing && (
        <p className="rounded-lg border border-accent-200 bg-accent-50 px-3 py-2 text-sm text-accent-800">
          The policy gives no refund for this order. You can still send a request: our team reads
          every one and may approve a refund as an exception.
        </p>
      )}
      <p className="text-sm">
        <Link
          to="/policy#refunds"
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Read our refund policy
          <span className="sr-only"> (opens in a new tab)</span>
        </Link>
      </p>
    </div>
  );
}

type ReasonValues = { reason: string };

function RefundReasonForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReasonValues>({
    resolver: zodResolver(refundRequestBodySchema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });

  const send = useMutation({
    mutationFn: ({ reason }: ReasonValues) => requestRefund(order.id, reason),
    onMutate: () => setAlert(undefined),
    onSuccess: (request) => {
      showRequest(queryClient, order.id, request);
      void queryClient.invalidateQueries({ queryKey: SHARED_QUERY_KEYS.enrolments });
      toastSuccess(REFUND_REQUESTED_TEXT);
      onClose();
    },
    onError: (error) => {
      setAlert(describeSubmitError(error));
      // Already asked (another tab, an earlier visit): the order then shows that request.
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: SHARED_QUERY_KEYS.enrolments });
      if (isApiError(error) && error.status === 400) {
        const reason = error.details.find((detail) => detail.field === 'reason');
        if (reason) setError('reason', { type: 'server', message: reason.message });
      }
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => send.mutate(values))} className="mt-5">
      <FormAlert message={alert} />
      <TextAreaField
        label="Why are you cancelling?"
        maxLength={REASON_MAX_LENGTH}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="primary"
          disabled={send.isPending}
          aria-busy={send.isPending || undefined}
        >
          {send.isPending && <Spinner size="sm" tone="current" label="Sending" />}
          Request refund
        </Button>
      </div>
    </form>
  );
}

/** The order shows its new request at once, before the enrolments are read again. */
function showRequest(
  queryClient: ReturnType<typeof useQueryClient>,
  orderId: string,
  request: RefundRequestView,
) {
  queryClient.setQueryData<Enrolments>(SHARED_QUERY_KEYS.enrolments, (enrolments) =>
    enrolments
      ? {
          ...enrolments,
          orders: enrolments.orders.map((order) =>
            order.id === orderId
              ? { ...order, refundRequest: request, canRequestRefund: false }
              : order,
          ),
        }
      : enrolments,
  );
}
