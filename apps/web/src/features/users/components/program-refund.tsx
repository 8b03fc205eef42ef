import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { Order } from '../order-view';
import { RefundRequestDialog } from './refund-request-dialog';
import { RefundRequestStatus } from './refund-request-status';

/**
 * A program's refund, on its card in My programs: where the request for its order stands, and
 * "Request a refund" while the order can be refunded (paid, something left, no request open).
 */
export function ProgramRefund({ order }: { order: Order | undefined }) {
  const [isAsking, setIsAsking] = useState(false);
  if (!order || (!order.refundRequest && !order.canRequestRefund)) return null;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <RefundRequestStatus request={order.refundRequest} className="sm:flex-1" />
      {order.canRequestRefund && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:ml-auto sm:self-center"
          onClick={() => setIsAsking(true)}
        >
          Request a refund
        </Button>
      )}
      {isAsking && <RefundRequestDialog order={order} onClose={() => setIsAsking(false)} />}
    </div>
  );
}
