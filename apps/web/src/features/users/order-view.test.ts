import { describe, expect, it } from 'vitest';
import type { DocumentLink, RefundRequestView } from '@kaksha/shared';
import {
  describeRefundRequest,
  documentFileName,
  orderBadgeOf,
  sortNewestFirst,
  type Order,
} from './order-view';

const order = (overrides: Partial<Order> = {}): Order => ({
  id: 'order-1',
  providerOrderId: 'order_abc',
  status: 'paid',
  amount: 4999,
  listTotal: 4999,
  couponCode: null,
  createdAt: '2026-11-02T05:00:00.000Z',
  paidAt: '2026-11-02T05:01:00.000Z',
  items: [{ courseId: 'webmonk', name: 'Webmonk', price: 4999 }],
  refunds: [],
  invoice: null,
  creditNotes: [],
  refundRequest: null,
  canRequestRefund: true,
  ...overrides,
});

const refund = (amount: number, status: 'pending' | 'processed' | 'failed') => ({
  id: `refund-${amount}-${status}`,
  amount,
  courseIds: ['webmonk'],
  reason: 'policy',
  status,
  createdAt: '2026-11-03T05:00:00.000Z',
  processedAt: status === 'processed' ? '2026-11-03T06:00:00.000Z' : null,
});

const creditNote = (amountPaise: number): DocumentLink => ({
  id: `cn-${amountPaise}`,
  number: 'KAK/26-27/000002',
  issuedAt: '2026-11-03T06:00:00.000Z',
  amountPaise,
  url: '/v1.5/credit-notes/cn/pdf',
});

const request = (overrides: Partial<RefundRequestView> = {}): RefundRequestView => ({
  id: 'request-1',
  orderId: 'order-1',
  amountPaise: 249_950,
  policyAmountPaise: 249_950,
  policyRule: 'half_within_week',
  status: 'open',
  reason: 'I cannot make the weekends',
  createdAt: '2026-11-03T05:00:00.000Z',
  decidedAt: null,
  decisionCode: null,
  decisionNote: null,
  refundStatus: null,
  ...overrides,
});

describe("an order's badge", () => {
  it('names each state', () => {
    expect(orderBadgeOf(order({ status: 'created' })).label).toBe('Pending');
    expect(orderBadgeOf(order({ status: 'attempted' })).label).toBe('Pending');
    expect(orderBadgeOf(order({ status: 'failed' })).label).toBe('Failed');
    expect(orderBadgeOf(order({ status: 'cancelled' })).label).toBe('Cancelled');
    expect(orderBadgeOf(order())).toEqual({ label: 'Paid', tone: 'success' });
  });

  it('counts only money given back: processed refunds or credit notes', () => {
    expect(orderBadgeOf(order({ refunds: [refund(4999, 'pending')] })).label).toBe('Paid');
    expect(orderBadgeOf(order({ refunds: [refund(4999, 'failed')] })).label).toBe('Paid');
    expect(orderBadgeOf(order({ refunds: [refund(2499.5, 'processed')] })).label).toBe(
      'Part refunded',
    );
    expect(
      orderBadgeOf(order({ refunds: [refund(2499.5, 'processed'), refund(2499.5, 'processed')] }))
        .label,
    ).toBe('Refunded');
    expect(orderBadgeOf(order({ creditNotes: [creditNote(100)] })).label).toBe('Part refunded');
    expect(orderBadgeOf(order({ creditNotes: [creditNote(499_900)] })).label).toBe('Refunded');
  });
});

describe("a refund request's line", () => {
  it('follows the request from asked to decided', () => {
    expect(describeRefundRequest(null)).toBeNull();
    expect(describeRefundRequest(request())?.text).toBe(
      'Refund requested — we will e-mail you our decision',
    );
    expect(
      describeRefundRequest(request({ status: 'approved', refundStatus: 'pending' }))?.text,
    ).toBe('Refund approved: ₹2,499.50');
    expect(
      describeRefundRequest(
        request({ status: 'approved', amountPaise: 12_345_600, refundStatus: 'failed' }),
      )?.text,
    ).toBe('Refund approved: ₹1,23,456.00');
    expect(
      describeRefundRequest(request({ status: 'approved', refundStatus: 'processed' }))?.text,
    ).toBe('Refund processed');
    expect(
      describeRefundRequest(
        request({ status: 'rejected', decisionNote: 'More than 10% of the sessions attended' }),
      )?.text,
    ).toBe('Refund request declined: More than 10% of the sessions attended');
    expect(describeRefundRequest(request({ status: 'rejected' }))?.text).toBe(
      'Refund request declined',
    );
  });
});

describe('orders and their documents', () => {
  it('names a PDF by its number, slashes as hyphens', () => {
    expect(documentFileName('KAK/26-27/000123')).toBe('KAK-26-27-000123.pdf');
    expect(documentFileName('CN/26-27/000001')).toBe('CN-26-27-000001.pdf');
  });

  it('lists the newest first, by payment or else placing', () => {
    const old = order({ id: 'old', createdAt: '2026-01-01T00:00:00Z', paidAt: null });
    const paidLater = order({
      id: 'paid-later',
      createdAt: '2025-12-31T00:00:00Z',
      paidAt: '2026-02-01T00:00:00Z',
    });
    const newest = order({ id: 'newest', createdAt: '2026-03-01T00:00:00Z', paidAt: null });
    expect(sortNewestFirst([old, newest, paidLater]).map((o) => o.id)).toEqual([
      'newest',
      'paid-later',
      'old',
    ]);
  });
});
