import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  COUPON_MESSAGES,
  PAYMENT_LINK_MESSAGES as M,
  type paymentLinkCreateSchema,
} from '@kaksha/shared';
import type { z } from 'zod';
import { badRequest, conflict } from '../../core/app-error';
import { queryRows, type Database } from '../../infra/database/database';
import { batches, findSeatBatches, pickBatches } from '../batches';
import type { CartPricing } from '../cart';
import { enrolments } from '../payments';
import { findUserByEmail } from '../users';
import type { PaymentLinkItem } from './payment-links.table';

// A payment link's offer: what it sells, at the server's price, in which batches, until when.

const DAY_MS = 86_400_000;
/** Razorpay wants a link's expiry at least 15 minutes ahead; a little more for the clocks. */
const MIN_LIFE_MS = 20 * 60_000;

/** The offer: the server's prices (checkout's pricing), a batch per program, never a program owned. */
export async function priceOffer(
  deps: { db: Database; pricing: CartPricing },
  body: z.output<typeof paymentLinkCreateSchema>,
) {
  const { db } = deps;
  const requested = [...new Set(body.items.map((i) => i.courseId.toLowerCase()))];
  const recipient = await findUserByEmail(db, body.recipient.email);
  const priced = await deps.pricing.price(requested, body.couponCode, {
    clientAddress: `staff-link:${body.recipient.email}`,
    userId: recipient?.id ?? null,
    fresh: true,
  });
  if (priced.courses.length !== requested.length)
    throw badRequest('One of these programs is not on sale.', 'NOTHING_TO_BUY');
  if (body.couponCode && !priced.appliedCoupon)
    throw badRequest(
      priced.quote.coupon?.message ?? COUPON_MESSAGES.invalid,
      'COUPON_NOT_APPLICABLE',
    );
  if (priced.totalPaise < 100)
    throw badRequest('A payment link needs at least ₹1 to pay.', 'NOTHING_TO_PAY');
  if (recipient) {
    const owned = await db
      .select({ courseId: enrolments.courseId })
      .from(enrolments)
      .where(and(eq(enrolments.userId, recipient.id), inArray(enrolments.courseId, requested)));
    if (owned.length) {
      const names = priced.courses
        .filter((c) => owned.some((o) => o.courseId === c.id))
        .map((c) => c.name);
      throw conflict(`${M.alreadyEnrolled} ${names.join(', ')}.`, 'ALREADY_ENROLLED');
    }
  }
  const batchOfRequest = new Map(
    body.items.map((i) => [i.courseId.toLowerCase(), i.batchId?.toLowerCase()]),
  );
  const available = await findSeatBatches(
    db,
    requested,
    [...batchOfRequest.values()].filter((b): b is string => Boolean(b)),
  );
  const batchOf = pickBatches(
    priced.courses.map((course, index) => ({
      courseId: course.id,
      name: course.name,
      batchId: batchOfRequest.get(course.id),
      index,
    })),
    available,
    new Map(),
  );
  const items: PaymentLinkItem[] = priced.courses.map((course, i) => {
    const batch = available.find((b) => b.id === batchOf.get(course.id));
    return {
      courseId: course.id,
      name: course.name,
      listPaise: course.pricePaise,
      salePaise: course.discountedPricePaise ?? course.pricePaise,
      finalPaise: Math.round(priced.quote.lines[i]!.finalPrice * 100),
      batchId: batch?.id ?? null,
      batchName: batch?.name ?? null,
    };
  });
  return { priced, items, batchIds: items.flatMap((i) => (i.batchId ? [i.batchId] : [])) };
}

/** A link lives its days, but not past the first enrolment close of its batches. */
export async function expiryOf(db: Database, days: number, batchIds: string[]): Promise<Date> {
  let expiresAt = Date.now() + days * DAY_MS;
  if (batchIds.length) {
    const [row] = await queryRows<{ closes: Date | string | null }>(
      db,
      sql`select min(${batches.enrolmentClosesAt}) as closes from ${batches}
        where ${batches.id} = any(${sql.param(batchIds)}::uuid[])`,
    );
    if (row?.closes) expiresAt = Math.min(expiresAt, new Date(row.closes).getTime());
  }
  if (expiresAt < Date.now() + MIN_LIFE_MS)
    throw conflict(
      'Enrolment in this batch closes too soon for a payment link. Choose a later batch.',
      'BATCH_CLOSING',
    );
  return new Date(expiresAt);
}
