import { randomBytes } from 'node:crypto';
import type { ProviderOrder, ProviderPayment } from '../payment-provider';

const MAX_ORDERS = 50_000;
const newId = (prefix: string) =>
  `${prefix}_${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;

export type SandboxOrder = ProviderOrder & {
  notes: Record<string, string>;
  amount_paid: number;
  created_at: number;
};

/** The sandbox's own books, in memory: it is a development and test stand-in, never production. */
export function createSandboxStore() {
  const ordersById = new Map<string, SandboxOrder>();
  const paymentsById = new Map<
    string,
    ProviderPayment & { created_at: number; email?: string; contact?: string }
  >();
  const paymentsByOrder = new Map<string, string[]>();

  return {
    createOrder(input: {
      amount: number;
      currency: string;
      receipt: string;
      notes: Record<string, string>;
    }): SandboxOrder {
      if (ordersById.size >= MAX_ORDERS) {
        const oldest = ordersById.keys().next().value;
        if (oldest) ordersById.delete(oldest);
      }
      const order: SandboxOrder = {
        id: newId('order'),
        amount: input.amount,
        amount_paid: 0,
        currency: input.currency,
        receipt: input.receipt,
        status: 'created',
        notes: input.notes,
        created_at: Math.floor(Date.now() / 1000),
      };
      ordersById.set(order.id, order);
      return order;
    },
    findOrder: (id: string) => ordersById.get(id),
    findPayment: (id: string) => paymentsById.get(id),
    paymentsOf: (orderId: string) =>
      (paymentsByOrder.get(orderId) ?? []).map((id) => paymentsById.get(id)!).filter(Boolean),
    addPayment(order: SandboxOrder, outcome: 'success' | 'failure') {
      const payment = {
        id: newId('pay'),
        order_id: order.id,
        amount: order.amount,
        currency: order.currency,
        status: outcome === 'success' ? ('captured' as const) : ('failed' as const),
        method: 'upi',
        error_code: outcome === 'success' ? null : 'BAD_REQUEST_ERROR',
        error_description: outcome === 'success' ? null : 'Payment was declined in the sandbox.',
        created_at: Math.floor(Date.now() / 1000),
      };
      paymentsById.set(payment.id, payment);
      paymentsByOrder.set(order.id, [...(paymentsByOrder.get(order.id) ?? []), payment.id]);
      if (outcome === 'success') {
        order.status = 'paid';
        order.amount_paid = order.amount;
      } else if (order.status === 'created') {
        order.status = 'attempted';
      }
      return payment;
    },
  };
}
export type SandboxStore = ReturnType<typeof createSandboxStore>;
export const newEventId = () => newId('evt');
