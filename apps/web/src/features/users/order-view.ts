import { toPaise } from '@kaksha/shared';
import type { Enrolments, RefundRequestView } from '@kaksha/shared';
import type { BadgeTone } from '../../components/ui/badge';
import { formatInrPaise } from '../../lib/format';

// How the learner's orders read (/orders and My programs): each order's state as a badge, and
// its refund request's progress in a sentence.

export type Order = Enrolments['orders'][number];

export interface OrderBadge {
  label: 'Paid' | 'Refunded' | 'Part refunded' | 'Pending' | 'Failed' | 'Cancelled';
  tone: BadgeTone;
}

/**
 * The money given back on the order so far, in paise: its processed refunds, or its credit notes
 * (each documents one), whichever says more.
 */
export function refundedPaiseOf(order: Order): number {
  const refunds = order.refunds
    .filter((refund) => refund.status === 'processed')
    .reduce((sum, refund) => sum + toPaise(refund.amount), 0);
  const credited = order.creditNotes.reduce((sum, note) => sum + note.amountPaise, 0);
  return Math.max(refunds, credited);
}

export function orderBadgeOf(order: Order): OrderBadge {
  switch (order.status) {
    case 'created':
    case 'attempted':
      return { label: 'Pending', tone: 'accent' };
    case 'failed':
      return { label: 'Failed', tone: 'error' };
    case 'cancelled':
      return { label: 'Cancelled', tone: 'neutral' };
    case 'paid': {
      const refunded = refundedPaiseOf(order);
      if (refunded <= 0) return { label: 'Paid', tone: 'success' };
      return refunded >= toPaise(order.amount)
        ? { label: 'Refunded', tone: 'neutral' }
        : { label: 'Part refunded', tone: 'brand' };
    }
  }
}

/** The order's date: when it was paid (its invoice's date), else when it was placed. */
export function orderDateOf(order: Order): string {
  return order.paidAt ?? order.createdAt;
}

/** Newest first, by the order's date. */
export function sortNewestFirst(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => Date.parse(orderDateOf(b)) - Date.parse(orderDateOf(a)));
}

export const REFUND_REQUESTED_TEXT = 'Refund requested — we will e-mail you our decision';

/** Where the learner's refund request stands, in their words; null without one. */
export function describeRefundRequest(
  request: RefundRequestView | null,
): { text: string; tone: 'info' | 'success' | 'error' } | null {
  if (!request) return null;
  switch (request.status) {
    case 'open':
      return { text: REFUND_REQUESTED_TEXT, tone: 'info' };
    case 'approved':
      return request.refundStatus === 'processed'
        ? { text: 'Refund processed', tone: 'success' }
        : { text: `Refund approved: ${formatInrPaise(request.amountPaise)}`, tone: 'success' };
    case 'rejected':
      return {
        text: request.decisionNote
          ? `Refund request declined: ${request.decisionNote}`
          : 'Refund request declined',
        tone: 'error',
      };
  }
}

/** An invoice or credit note's file name: 'KAK/26-27/000123' -> 'KAK-26-27-000123.pdf'. */
export function documentFileName(number: string): string {
  return `${number.replaceAll('/', '-')}.pdf`;
}
