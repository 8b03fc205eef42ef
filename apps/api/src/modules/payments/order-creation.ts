import { randomUUID } from 'node:crypto';
import {
  COUPON_MESSAGES,
  PAYMENT_MESSAGES as M,
  type Billing,
  type PaymentOrder,
} from '@kaksha/shared';
import type { Database } from '../../infra/database/database';
import {
  isUniqueViolation,
  PG_FOREIGN_KEY_VIOLATION,
  postgresErrorCode,
} from '../../infra/database/postgres-errors';
import { AppError, badRequest, conflict } from '../../core/app-error';
import { ProviderError, type PaymentProvider } from '../../infra/payments/payment-provider';
import type { CartPricing, PricedCart } from '../cart';
import type { Caller } from '../../core/caller';
import {
  paymentOrderOf,
  replayOrder,
  requestHashOf,
  type CheckoutSettings,
  type PaymentRequest,
} from './payment-order';
import {
  findOrderByIdempotencyKey,
  findOrderContext,
  insertOrder,
  lineKey,
  sortedLineKeys,
  type OpenOrder,
} from './payments.repository';
import type { OrderRow } from './payments.table';
import type { Settlement } from './settlement';
import type { PaymentMetrics } from '../../plugins/metrics';
import { reserveCoupon } from '../coupons';
import { pickBatches } from '../batches';
import { checkoutSeats, type CheckoutSeats } from './order-seats';
import { markSeatsReleased } from './seat-lines.repository';

/**
 * Attempts at inserting while concurrent checkouts of the same learner keep winning the race (each
 * round one of them wins); past this, a clear 409 rather than an error.
 */
const MAX_INSERT_ATTEMPTS = 8;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** The learner's open order is this very checkout again: same programs and batches, same coupon. */
const billingKey = (billing: Billing | null) =>
  billing
    ? JSON.stringify([
        billing.name,
        billing.state,
        billing.pin,
        billing.gstin ?? null,
        billing.legalName ?? null,
        billing.address ?? null,
      ])
    : null;

function isSameCheckout(
  open: OpenOrder,
  lineKeys: readonly string[],
  couponCode: string | null,
  billing: Billing | null,
) {
  // Other billing details make another invoice: a new order (taking over the open one's seats).
  return (
    sameSet(open.lineKeys, lineKeys) &&
    (open.order.couponCode ?? null) === couponCode &&
    billingKey(open.order.billing) === billingKey(billing) &&
    Boolean(open.order.providerOrderId)
  );
}

/**
 * Creating an order: priced by the server, refused for programs already owned, one open order per
 * learner. A second tab (or a retry) with the same programs and coupon gets the open order back;
 * a different cart supersedes it (cancelled, its coupon reservation released) in the same
 * statement that inserts the new one, and a unique index stops two racing creates from both
 * staying open. The provider order is made first, for the server's amount, so an outage leaves
 * nothing behind.
 */
export function createOrderCreation(deps: {
  db: Database;
  provider: PaymentProvider;
  pricing: CartPricing;
  settlement: Settlement;
  checkout: CheckoutSettings;
  metrics: PaymentMetrics;
}) {
  const { db, provider, pricing, settlement, checkout } = deps;

  async function createProviderOrder(orderId: string, userId: string, amountPaise: number) {
    if (amountPaise === 0) return null;
    try {
      return (
        await provider.createOrder({
          amountPaise,
          currency: 'INR',
          receipt: orderId,
          notes: { orderId, userId },
        })
      ).id;
    } catch (error) {
      if (error instanceof ProviderError)
        throw new AppError('PROVIDER_UNAVAILABLE', 503, M.providerDown);
      throw error;
    }
  }

  async function insert(
    caller: Caller,
    priced: PricedCart,
    fields: {
      orderId: string;
      providerOrderId: string | null;
      mobileNumber: string;
      billing: Billing | null;
      idempotencyKey: string | null;
      requestHash: string;
      clientAmountPaise: number;
      /** The batch each program's line holds a seat in. */
      batchOf: ReadonlyMap<string, string>;
      seats: CheckoutSeats;
    },
  ): Promise<OrderRow> {
    const newOrder = {
      id: fields.orderId,
      providerOrderId: fields.providerOrderId,
      userId: caller.id,
      amountPaise: priced.totalPaise,
      listTotalPaise: priced.listTotalPaise,
      couponId: priced.appliedCoupon?.id ?? null,
      couponCode: priced.appliedCoupon?.code ?? null,
      mobileNumber: fields.mobileNumber,
      billing: fields.billing,
      idempotencyKey: fields.idempotencyKey,
      requestHash: fields.requestHash,
      clientAmountPaise: fields.clientAmountPaise,
    };
    const lines = priced.courses.map((course, i) => ({
      courseId: course.id,
      name: course.name,
      listPaise: course.pricePaise,
      salePaise: course.discountedPricePaise ?? course.pricePaise,
      finalPaise: Math.round(priced.quote.lines[i]!.finalPrice * 100),
      batchId: fields.batchOf.get(course.id) ?? null,
    }));
    const coupon = priced.appliedCoupon;
    const { seats } = fields;
    // Without a coupon or a seat to take over from the superseded order, the insert is one atomic
    // statement (its claimed seats become held in it); otherwise the coupon reservation and the
    // holds join it in a transaction, all or nothing.
    if (!coupon && !seats.needsTransaction) {
      const { order, consumedClaims } = await insertOrder(db, newOrder, lines);
      const seatless = await seats.holdMissing(db, consumedClaims);
      if (seatless.length) await markSeatsReleased(db, order.id, seatless);
      return order;
    }
    return db.transaction(async (tx) => {
      const { order, consumedClaims } = await insertOrder(tx, newOrder, lines);
      if (
        coupon &&
        !(await reserveCoupon(tx, { couponId: coupon.id, userId: caller.id, orderId: order.id }))
      )
        throw badRequest(COUPON_MESSAGES.usedUp, 'COUPON_USED_UP');
      await seats.holdIn(tx, consumedClaims);
      return order;
    });
  }

  return async function createOrder(
    caller: Caller,
    clientAmountPaise: number,
    body: PaymentRequest,
    idempotencyKey?: string,
  ): Promise<PaymentOrder> {
    const requestHash = requestHashOf(body);
    const requested = body.selectedCourses.map((c) => c.id.toLowerCase());
    const requestedBatch = new Map<string, string>();
    for (const line of body.selectedCourses)
      if (line.batchId && !requestedBatch.has(line.id.toLowerCase()))
        requestedBatch.set(line.id.toLowerCase(), line.batchId.toLowerCase());
    const couponCode = body.couponCode?.toUpperCase() ?? null;
    const billing = body.billing ?? null;
    let context = await findOrderContext(db, caller.id, idempotencyKey ?? null, requested, [
      ...requestedBatch.values(),
    ]);
    if (context.existing)
      return replayOrder(context.existing, requestHash, clientAmountPaise, checkout);
    const { seatBatches } = context;
    const priced = await pricing.price(requested, body.couponCode, {
      clientAddress: `user:${caller.id}`,
      userId: caller.id,
      fresh: true,
    });
    // Each owned line is named by its index in the request, so the cart can drop it.
    const refuseOwned = (owned: readonly string[]) => {
      const lines = priced.courses.filter((c) => owned.includes(c.id));
      return new AppError(
        'ALREADY_ENROLLED',
        409,
        `${M.alreadyEnrolled} ${lines.map((c) => c.name).join(', ')}`,
        {},
        lines.map((course) => ({
          index: requested.indexOf(course.id),
          field: 'selectedCourses',
          message: `${M.alreadyEnrolled} ${course.name}`,
        })),
      );
    };
    if (context.owned.length) throw refuseOwned(context.owned);
    if (priced.courses.length === 0)
      throw badRequest('None of these programs are on sale.', 'NOTHING_TO_BUY');
    if (body.couponCode && !priced.appliedCoupon)
      throw badRequest(
        priced.quote.coupon?.message ?? COUPON_MESSAGES.invalid,
        'COUPON_NOT_APPLICABLE',
      );

    // The open order's seats count as this checkout's own: a retry keeps them.
    const heldByOpen = new Map(
      (context.open?.lineKeys ?? [])
        .map((key) => key.split(':') as [string, string])
        .filter(([, batchId]) => batchId),
    );
    const indexOf = (courseId: string) => requested.indexOf(courseId);
    const batchOf = pickBatches(
      priced.courses.map((course) => ({
        courseId: course.id,
        name: course.name,
        batchId: requestedBatch.get(course.id),
        index: indexOf(course.id),
      })),
      seatBatches,
      heldByOpen,
    );
    const lineKeys = sortedLineKeys(priced.courses.map((c) => lineKey(c.id, batchOf.get(c.id))));

    const orderId = randomUUID();
    if (
      context.open &&
      isSameCheckout(context.open, lineKeys, priced.appliedCoupon?.code ?? couponCode, billing)
    )
      return paymentOrderOf(context.open.order, clientAmountPaise, checkout);
    const seats = checkoutSeats(
      db,
      orderId,
      priced.courses.map((course) => ({
        courseId: course.id,
        name: course.name,
        batchId: batchOf.get(course.id)!,
        index: indexOf(course.id),
      })),
      heldByOpen,
    );
    await seats.claim();
    let ordered = false;
    try {
      const order = await insertWithRetries();
      ordered = !('replayed' in order);
      return 'replayed' in order ? order.replayed : order.answer;
    } finally {
      if (!ordered) await seats.release();
    }

    /** Makes the provider order and inserts ours, looking again while racing checkouts win. */
    async function insertWithRetries(): Promise<
      { answer: PaymentOrder } | { replayed: PaymentOrder }
    > {
      let providerOrderId: string | null | undefined;
      for (let attempt = 1; ; attempt++) {
        const open = context.open;
        if (
          attempt > 1 &&
          open &&
          isSameCheckout(open, lineKeys, priced.appliedCoupon?.code ?? couponCode, billing)
        )
          return { replayed: paymentOrderOf(open.order, clientAmountPaise, checkout) };
        providerOrderId ??= await createProviderOrder(orderId, caller.id, priced.totalPaise);
        try {
          const order = await insert(caller, priced, {
            orderId,
            providerOrderId,
            mobileNumber: body.mobileNumber,
            billing,
            idempotencyKey: idempotencyKey ?? null,
            requestHash,
            clientAmountPaise,
            batchOf,
            seats,
          });
          deps.metrics.countPayment('created');
          if (order.amountPaise === 0) {
            const { order: paid } = await settlement.settlePaid({ id: order.id }, null);
            return { answer: paymentOrderOf(paid ?? order, clientAmountPaise, checkout) };
          }
          return { answer: paymentOrderOf(order, clientAmountPaise, checkout) };
        } catch (error) {
          // The coupon was deleted by staff between pricing and the insert.
          if (postgresErrorCode(error) === PG_FOREIGN_KEY_VIOLATION && priced.appliedCoupon)
            throw badRequest(COUPON_MESSAGES.invalid, 'COUPON_NOT_APPLICABLE');
          if (!isUniqueViolation(error)) throw error;
          if (idempotencyKey) {
            const raced = await findOrderByIdempotencyKey(db, caller.id, idempotencyKey);
            if (raced)
              return { replayed: replayOrder(raced, requestHash, clientAmountPaise, checkout) };
          }
          // Another checkout of this learner opened an order meanwhile: look again, then either
          // answer with it (the same checkout) or supersede it.
          if (attempt >= MAX_INSERT_ATTEMPTS)
            throw conflict(
              'Another checkout of yours is starting at the same moment. Please try again.',
              'CHECKOUT_BUSY',
            );
          context = await findOrderContext(db, caller.id, null, requested);
          if (context.owned.length) throw refuseOwned(context.owned);
        }
      }
    }
  };
}
export type CreateOrder = ReturnType<typeof createOrderCreation>;
