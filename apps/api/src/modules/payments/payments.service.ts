import {
  PAYMENT_MESSAGES as M,
  toRupees,
  type Enrolments,
  type OrderStatusValue,
  type PaymentResult,
  type Refund,
} from '@kaksha/shared';
import type { Database } from '../../infra/database/database';
import { AppError, badRequest, notFound } from '../../core/app-error';
import { ensureCaptured } from './capture';
import {
  ProviderError,
  type PaymentProvider,
  type ProviderPayment,
} from '../../infra/payments/payment-provider';
import type { CartPricing } from '../cart';
import type { Caller } from '../../core/caller';
import { createOrderCreation } from './order-creation';
import {
  enrolledCourseIds,
  findOrderForUser,
  listUserEnrolments,
  listUserOrders,
  markOrderAttempted,
  orderCourseIds,
  recordPaymentEvent,
} from './payments.repository';
import { listOrderRefunds, listRefunds, type RefundRecord } from './refunds.repository';
import type { OrderRow, RefundStatus } from './payments.table';
import type { Settlement } from './settlement';
import type { PaymentMetrics } from '../../plugins/metrics';

/** Records checkout's consent box and age answer for the learner (the composition root's). */
export type CheckoutChoicesHook = (
  userId: string,
  choices: { marketingConsent?: boolean; ageStatement?: 'adult' | 'minor' },
) => Promise<void>;
/** Told once per new failure report or `payment.failed` delivery; what the provider said, if anything. */
export type PaymentFailedHook = (orderId: string, reason: string | null) => Promise<void>;

export const toRefund = (r: RefundRecord): Refund => ({
  id: r.id,
  amount: toRupees(r.amountPaise),
  courseIds: r.courseIds,
  reason: r.reason,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  processedAt: r.processedAt?.toISOString() ?? null,
});

/** What other modules add to each of the learner's orders: its invoice, credit notes and refund request. */
export type OrderExtras = Pick<
  Enrolments['orders'][number],
  'invoice' | 'creditNotes' | 'refundRequest' | 'canRequestRefund'
>;
const NO_EXTRAS: OrderExtras = {
  invoice: null,
  creditNotes: [],
  refundRequest: null,
  canRequestRefund: false,
};

export function createPaymentsService(deps: {
  db: Database;
  provider: PaymentProvider;
  pricing: CartPricing;
  settlement: Settlement;
  checkoutScript: string;
  metrics: PaymentMetrics;
  /** The composition root wires the refund-requests module's reader here. */
  describeOrders?: (orders: OrderRow[]) => Promise<Map<string, OrderExtras>>;
  /** Checkout's consent box and age answer, recorded before the order (the users module's). */
  recordCheckoutChoices?: CheckoutChoicesHook;
  /** A failed payment the browser reported (the recovery module e-mails the learner once). */
  onPaymentFailed?: PaymentFailedHook;
}) {
  const { db, provider, settlement } = deps;
  const createOrder = createOrderCreation({
    ...deps,
    checkout: { keyId: provider.keyId, checkoutScript: deps.checkoutScript },
  });

  /**
   * The answer for a settled order: what it enrolled, and what it gave back. `courseIds` and
   * `hasRefund` come from the settlement that just happened; null reads them (an earlier one).
   */
  async function paidResult(
    order: OrderRow,
    courseIds: string[] | null,
    hasRefund = true,
  ): Promise<PaymentResult> {
    const [enrolled, refunds] = await Promise.all([
      courseIds ?? enrolledCourseIds(db, order.id),
      courseIds === null || hasRefund ? listOrderRefunds(db, [order.id]) : [],
    ]);
    const refund = refunds[0];
    return {
      message: refund
        ? `${refund.reason === 'batch_full' ? M.batchFilled : M.refundStarted} ${refund.courseNames.join(', ')}, so we are refunding Rs ${toRupees(refund.amountPaise).toFixed(2)} to the way you paid.`
        : M.success,
      orderId: order.providerOrderId ?? order.id,
      status: 'paid',
      courseIds: enrolled,
      refund: refund ? toRefund(refund) : null,
    };
  }

  return {
    async createOrder(...args: Parameters<typeof createOrder>) {
      const [caller, , body] = args;
      if (deps.recordCheckoutChoices && (body.marketingConsent || body.ageStatement))
        await deps.recordCheckoutChoices(caller.id, {
          marketingConsent: body.marketingConsent,
          ageStatement: body.ageStatement,
        });
      return createOrder(...args);
    },

    /** The browser's success callback: verified by signature, or by asking the provider. */
    async confirm(
      caller: Caller,
      input: { orderId: string; paymentId: string; signature?: string },
    ): Promise<PaymentResult> {
      const providerDown = (error: unknown): never => {
        if (error instanceof AppError) throw error;
        if (error instanceof ProviderError && error.status === 404)
          throw badRequest(M.notCaptured, 'PAYMENT_NOT_VERIFIED');
        throw new AppError('PROVIDER_UNAVAILABLE', 503, M.providerDown);
      };
      // A valid signature proves the payment was authorized for this order, not that money was
      // taken: the payment is always read from the provider, captured if only authorized, and
      // settles only once captured (ADR 0015). Fast path, every purchase's: the signature is valid
      // for the provider order the browser names and the provider reports the payment captured for
      // it in INR; then one statement settles the caller's order for that provider order, and only
      // for the captured amount. Anything else (authorized only, another amount, already paid, not
      // the caller's) takes the full path, which reuses the payment read here.
      let fetched: ProviderPayment | undefined;
      if (
        input.signature &&
        provider.isValidCheckoutSignature(input.orderId, input.paymentId, input.signature)
      ) {
        fetched = await provider.fetchPayment(input.paymentId).catch(providerDown);
        if (
          fetched.status === 'captured' &&
          fetched.order_id === input.orderId &&
          fetched.currency === 'INR'
        ) {
          const settled = await settlement.settlePaid(
            { providerOrderId: input.orderId, userId: caller.id, amountPaise: fetched.amount },
            input.paymentId,
          );
          if (settled.didChange)
            return paidResult(settled.order, settled.courseIds, settled.refund !== null);
        }
      }
      const order = await findOrderForUser(db, caller.id, input.orderId);
      if (!order) throw notFound('No such order', 'ORDER_NOT_FOUND');
      if (order.status === 'paid') return paidResult(order, null);
      if (!order.providerOrderId) throw badRequest(M.notCaptured, 'PAYMENT_NOT_VERIFIED');
      if (input.signature) {
        if (
          !provider.isValidCheckoutSignature(
            order.providerOrderId,
            input.paymentId,
            input.signature,
          )
        )
          throw badRequest(M.badSignature, 'BAD_SIGNATURE');
      }
      const payment =
        fetched && order.providerOrderId === input.orderId
          ? fetched
          : await provider.fetchPayment(input.paymentId).catch(providerDown);
      const isCaptured = await ensureCaptured(provider, payment, order).catch(providerDown);
      if (!isCaptured) throw badRequest(M.notCaptured, 'PAYMENT_NOT_VERIFIED');
      const settled = await settlement.settlePaid({ id: order.id }, input.paymentId);
      return settled.didChange
        ? paidResult(settled.order, settled.courseIds, settled.refund !== null)
        : paidResult(settled.order ?? order, null);
    },

    /** Advisory only: a later capture still completes the order. */
    async reportFailure(
      caller: Caller,
      input: { orderId: string } & Record<string, unknown>,
    ): Promise<PaymentResult> {
      const order = await findOrderForUser(db, caller.id, input.orderId);
      if (!order) throw notFound('No such order', 'ORDER_NOT_FOUND');
      await recordPaymentEvent(db, {
        orderId: order.id,
        source: 'checkout',
        eventType: 'payment.failed.reported',
        providerEventId: null,
        payload: input,
      });
      await markOrderAttempted(db, order.id);
      deps.metrics.countPayment('failed');
      const said = [input.description, input.reason].find((v) => typeof v === 'string' && v);
      if (deps.onPaymentFailed && order.status !== 'paid')
        await deps.onPaymentFailed(order.id, typeof said === 'string' ? said : null);
      const status = order.status === 'created' ? 'attempted' : (order.status as OrderStatusValue);
      return {
        message: M.failedRecorded,
        orderId: order.providerOrderId ?? order.id,
        status,
        courseIds: await orderCourseIds(db, order.id),
      };
    },

    async enrolmentsOf(caller: Caller): Promise<Enrolments> {
      const [programs, orders] = await Promise.all([
        listUserEnrolments(db, caller.id),
        listUserOrders(db, caller.id),
      ]);
      const [refunds, extras] = await Promise.all([
        listOrderRefunds(
          db,
          orders.map(({ order }) => order.id),
        ),
        deps.describeOrders
          ? deps.describeOrders(orders.map(({ order }) => order))
          : new Map<string, OrderExtras>(),
      ]);
      return {
        programs: programs.map((p) => ({ ...p, enrolledAt: p.enrolledAt.toISOString() })),
        orders: orders.map(({ order, items }) => ({
          id: order.id,
          providerOrderId: order.providerOrderId,
          status: order.status as OrderStatusValue,
          amount: toRupees(order.amountPaise),
          listTotal: toRupees(order.listTotalPaise),
          couponCode: order.couponCode,
          createdAt: order.createdAt.toISOString(),
          paidAt: order.paidAt?.toISOString() ?? null,
          items: items.map((i) => ({
            courseId: i.courseId,
            name: i.name,
            price: toRupees(i.finalPaise),
          })),
          refunds: refunds.filter((r) => r.orderId === order.id).map(toRefund),
          ...(extras.get(order.id) ?? NO_EXTRAS),
        })),
      };
    },

    /** For staff (SALES, ADMIN): refunds, newest first. */
    async listRefunds(filter: { status?: RefundStatus; limit: number }) {
      return (await listRefunds(db, filter)).map((r) => ({
        ...toRefund(r),
        orderId: r.orderId,
        providerPaymentId: r.providerPaymentId,
        providerRefundId: r.providerRefundId,
        userEmail: r.userEmail,
        attempts: r.attempts,
        lastError: r.lastError,
      }));
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
