import type { RefundRequestView } from '@kaksha/shared';
import { joinClassNames } from '../../../lib/class-names';
import { describeRefundRequest } from '../order-view';

const TONES = {
  info: 'border-brand-100 bg-brand-50 text-brand-800',
  success: 'border-success-100 bg-success-50 text-success-700',
  error: 'border-error-100 bg-error-50 text-error-700',
} as const;

/** Where the order's refund request stands: asked, approved, processed or declined. */
export function RefundRequestStatus({
  request,
  className,
}: {
  request: RefundRequestView | null;
  className?: string;
}) {
  const status = describeRefundRequest(request);
  if (!status) return null;
  return (
    <p
      data-testid="refund-request-status"
      className={joinClassNames(
        'rounded-lg border px-3 py-2 text-sm font-medium break-words',
        TONES[status.tone],
        className,
      )}
    >
      {status.text}
    </p>
  );
}
