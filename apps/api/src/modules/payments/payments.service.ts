import { randomUUID } from 'node:crypto';
import {
  PAYMENT_MESSAGES as M,
  toRupees,
  type Enrolments,
  type PaymentOrder,
  type PaymentResult,
} from '@kaksha/shared';
import type { Database } from '../../db/database';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { ProviderError, type PaymentProvider } from '../../payments/providers/payment-provider';
import type { CartPricing } from '../cart/cart-pricing';
import { COUPON_MESSAGES } from '@kaksha/shared';
import type { Caller } from '../users/users.service';
import {
  findOrderByIdempotencyKey,
  findOrderContext,
  findOrderForUser,
  insertOrder,
  listUserEnrolments,
  listUserOrders,
  markOrderAttempted,
  orderCourseIds,
  recordPaymentEvent,
} from './payments.repository';
import { releaseUnpaidReservations, reserveCoupon } from './coupon-reservations.repository';
import {
  isUniqueViolation,
  paymentOrderOf,
  replayOrder,
  requestHashOf,
  type PaymentRequest,
} from './payment-order';
import type { OrderRow } from './payments.table';
import type { Settlement } from './settlement';

export function createPaymentsService(deps: {
  db: Database;
  provider: PaymentProvider;
  pricing: CartPricing;
  settlement: Settlement;
  checkoutScript: string;
}) {
  const { db, provider, pricing, settlement } = deps;

  const checkout = { keyId: provider.keyId, checkoutScript: deps.checkoutScript };
  const toPaymentOrder = (order: OrderRow, clientAmountPaise: number | null) =>
    paymentOrderOf(order, clientAmountPaise, checkout);
  const replay = (existing: OrderRow, requestHash: string, clientAmountPaise: number) =>
    replayOrder(existing, requestHash, clientAmountPaise, checkout);

  return {
    /** Prices the order itself, reserves the coupon, then asks the provider for an order of that amount. */
    async createOrder(
      caller: Caller,
      clientAmountPaise: number,
      body: PaymentRequest,
      idempotencyKey?: string,
    ): Promise<PaymentOrder> {
      const requestHash = requestHashOf(body);
      const requested = body.selectedCourses.map((c) => c.id.toLowerCase());
      const { existing, owned } = await findOrderContext(
        db,
        caller.id,
        idempotencyKey ?? null,
        requested,
      );
      if (existing) return replay(existing, requestHash, clientAmountPaise);
      const priced = await pricing.price(requested, body.couponCode, {
        clientAddress: `user:${caller.id}`,
        userId: caller.id,
        fresh: true,
      });
      if (owned.length) {
        const names = priced.courses.filter((c) => owned.includes(c.id)).map((c) => c.name);
        throw conflict(
          `${M.alreadyEnrolled} ${names.join(', ')}. Remove it from your cart to continue.`,
          'ALREADY_ENROLLED',
        );
      }
      if (priced.courses.length === 0)
        throw badRequest('None of these programs are on sale.', 'NOTHING_TO_BUY');
      if (body.couponCode && !priced.appliedCoupon)
        throw badRequest(
          priced.quote.coupon?.message ?? COUPON_MESSAGES.invalid,
          'COUPON_NOT_APPLICABLE',
        );

      // The provider order first, for the server's amount, with our order id as its receipt: then the
      // order is stored complete in one statement, and an outage leaves nothing behind.
      const orderId = randomUUID();
      let providerOrderId: string | null = null;
      if (priced.totalPaise > 0) {
        try {
          providerOrderId = (
            await provider.createOrder({
              amountPaise: priced.totalPaise,
              currency: 'INR',
              receipt: orderId,
              notes: { orderId, userId: caller.id },
            })
          ).id;
        } catch (error) {
          if (error instanceof ProviderError)
            throw new AppError('PROVIDER_UNAVAILABLE', 503, M.providerDown);
          throw error;
        }
      }

      let order: OrderRow;
      try {
        const newOrder = {
          id: orderId,
          providerOrderId,
          userId: caller.id,
          amountPaise: priced.totalPaise,
          listTotalPaise: priced.listTotalPaise,
          couponId: priced.appliedCoupon?.id ?? null,
          couponCode: priced.appliedCoupon?.code ?? null,
          mobileNumber: body.mobileNumber,
          idempotencyKey: idempotencyKey ?? null,
          requestHash,
          clientAmountPaise,
        };
        const lines = priced.courses.map((course, i) => ({
          courseId: course.id,
          name: course.name,
          listPaise: course.pricePaise,
          salePaise: course.discountedPricePaise ?? course.pricePaise,
          finalPaise: Math.round(priced.quote.lines[i]!.finalPrice * 100),
        }));
        const coupon = priced.appliedCoupon;
        // Without a coupon the insert is one atomic statement; with one, the reservation joins it.
        order = coupon
          ? await db.transaction(async (tx) => {
              const created = await insertOrder(tx, newOrder, lines);
              await releaseUnpaidReservations(tx, coupon.id, caller.id);
              if (!(await reserveCoupon(tx, coupon.id, caller.id, created.id))) {
                throw badRequest(COUPON_MESSAGES.usedUp, 'COUPON_USED_UP');
              }
              return created;
            })
          : await insertOrder(db, newOrder, lines);
      } catch (error) {
        if (idempotencyKey && isUniqueViolation(error)) {
          const raced = await findOrderByIdempotencyKey(db, caller.id, idempotencyKey);
          if (raced) return replay(raced, requestHash, clientAmountPaise);
        }
        throw error;
      }

      if (order.amountPaise === 0) {
        const { order: paid } = await settlement.settlePaid({ id: order.id }, null);
        return toPaymentOrder(paid ?? order, clientAmountPaise);
      }
      return toPaymentOrder(order, clientAmountPaise);
    },

    /** The browser's success callback: verified by signature, or by asking the provider. */
    async confirm(
      caller: Caller,
      input: { orderId: string; paymentId: string; signature?: string },
    ): Promise<PaymentResult> {
      // Fast path: a valid signature proves a payment for this provider order, and the settling
      // statement only matches the caller's own order; anything else takes the full path below.
      if (
        input.signature &&
        provider.isValidCheckoutSignature(input.orderId, input.paymentId, input.signature)
      ) {
        const settled = await settlement.settlePaid(
          { providerOrderId: input.orderId, userId: caller.id },
          input.paymentId,
        );
        if (settled.didChange) {
          return {
            message: M.success,
            orderId: input.orderId,
            status: 'paid',
            courseIds: settled.courseIds,
          };
        }
      }
      const order = await findOrderForUser(db, caller.id, input.orderId);
      if (!order) throw notFound('No such order', 'ORDER_NOT_FOUND');
      let settledCourseIds: string[] | null = null;
      if (order.status !== 'paid') {
        if (!order.providerOrderId) throw badRequest(M.notCaptured, 'PAYMENT_NOT_VERIFIED');
        if (input.signature) {
          if (
            !provider.isValidCheckoutSignature(
              order.providerOrderId,
              input.paymentId,
              input.signature,
            )
          ) {
            throw badRequest(M.badSignature, 'BAD_SIGNATURE');
          }
        } else {
          const payment = await provider.fetchPayment(input.paymentId).catch((error: unknown) => {
            if (error instanceof ProviderError && error.status === 404)
              throw badRequest(M.notCaptured, 'PAYMENT_NOT_VERIFIED');
            throw new AppError('PROVIDER_UNAVAILABLE', 503, M.providerDown);
          });
          const isSettled = payment.status === 'captured' || payment.status === 'authorized';
          if (
            !isSettled ||
            payment.order_id !== order.providerOrderId ||
            payment.amount !== order.amountPaise
          ) {
            throw badRequest(M.notCaptured, 'PAYMENT_NOT_VERIFIED');
          }
        }
        settledCourseIds = (await settlement.settlePaid({ id: order.id }, input.paymentId))
          .courseIds;
      }
      return {
        message: M.success,
        orderId: order.providerOrderId ?? order.id,
        status: 'paid',
        courseIds: settledCourseIds ?? (await orderCourseIds(db, order.id)),
      };
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
      const status =
        order.status === 'created' ? 'attempted' : (order.status as PaymentResult['status']);
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
      return {
        programs: programs.map((p) => ({ ...p, enrolledAt: p.enrolledAt.toISOString() })),
        orders: orders.map(({ order, items }) => ({
          id: order.id,
          providerOrderId: order.providerOrderId,
          status: order.status as Enrolments['orders'][number]['status'],
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
        })),
      };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
