import { eq, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../infra/database/database';
import type { ProviderPayment } from '../../infra/payments/payment-provider';
import { orderItems, orders, type Settlement } from '../payments';
import { reserveCoupon } from '../coupons';
import { findUserByEmail, insertUser, updateUser } from '../users';
import { lockLink } from './payment-links.repository';
import { paymentLinks, type PaymentLinkRow } from './payment-links.table';

/** The payment as it must be to pay a link: captured, in rupees, for exactly the link's amount. */
export const paysLink = (
  payment: Pick<ProviderPayment, 'status' | 'amount' | 'currency'>,
  link: Pick<PaymentLinkRow, 'amountPaise'>,
) =>
  payment.status === 'captured' &&
  payment.amount === link.amountPaise &&
  payment.currency === 'INR';

export type LinkSettled = {
  /** The link is ours and the payment pays it (else nothing was done). */
  known: boolean;
  /** This call made the order paid (false: it already was, or the link is unknown). */
  didChange: boolean;
  /** An account made for the recipient by this payment: they are e-mailed a way to set a password. */
  newAccount: { id: string; email: string; name: string } | null;
};

/** The recipient's account by e-mail, made (without a password) if there is none. */
async function accountFor(tx: Executor, link: PaymentLinkRow) {
  const existing = await findUserByEmail(tx, link.recipientEmail);
  if (existing) return { id: existing.id, isNew: false };
  const made = await insertUser(tx, {
    email: link.recipientEmail,
    name: link.recipientName,
    passwordHash: null,
  });
  // Another settlement of another link to the same address made it a moment ago.
  const user = made ?? (await findUserByEmail(tx, link.recipientEmail));
  if (!user) throw new Error(`no account for ${link.id}`);
  if (made) await updateUser(tx, made.id, { mobileNumber: link.recipientMobile });
  return { id: user.id, isNew: Boolean(made) };
}

/**
 * Settles a link's payment, from whichever path gets there first (the payer's return, the
 * `payment_link.paid` webhook, the reconciler): in one transaction, with the link's row locked, the
 * order is made for the recipient (their account too, if they have none) with the prices of the
 * link and its lines' seats to be taken at payment, the link marked paid, then the one paid
 * transition of every order (seat or refund, enrolment, coupon, invoice). A second path finds the
 * order made and paid, and changes nothing.
 */
export async function settleLinkPayment(
  db: Database,
  settlement: Settlement,
  where: { id: string } | { providerLinkId: string },
  payment: Pick<ProviderPayment, 'id' | 'order_id' | 'status' | 'amount' | 'currency'>,
  withinTx?: (tx: Transaction) => Promise<boolean>,
): Promise<LinkSettled> {
  const [found] = await db
    .select()
    .from(paymentLinks)
    .where(
      'id' in where
        ? eq(paymentLinks.id, where.id)
        : eq(paymentLinks.providerLinkId, where.providerLinkId),
    );
  if (!found || !paysLink(payment, found))
    return { known: false, didChange: false, newAccount: null };
  let newAccount: LinkSettled['newAccount'] = null;
  const outcome = await settlement.settlePaid(
    { id: found.orderId },
    payment.id,
    withinTx,
    async (tx) => {
      // Even a link cancelled meanwhile: the provider took the money, so the learner gets the seat.
      const link = (await lockLink(tx, { id: found.id }))!;
      if (link.status === 'paid') return;
      const account = await accountFor(tx, link);
      if (account.isNew)
        newAccount = { id: account.id, email: link.recipientEmail, name: link.recipientName };
      await tx
        .insert(orders)
        .values({
          id: link.orderId,
          userId: account.id,
          status: 'created',
          source: 'payment_link',
          amountPaise: link.amountPaise,
          listTotalPaise: link.listTotalPaise,
          couponId: link.couponId,
          couponCode: link.couponCode,
          courseNames: link.items.map((i) => i.name).sort(),
          mobileNumber: link.recipientMobile,
          providerOrderId: payment.order_id,
        })
        .onConflictDoNothing();
      // Seats are taken at payment (a link holds none while it waits): a line whose batch has no
      // seat left by then is refunded by the paid transition, as a late checkout payment is.
      await tx
        .insert(orderItems)
        .values(
          link.items.map((i) => ({
            orderId: link.orderId,
            courseId: i.courseId,
            name: i.name,
            listPaise: i.listPaise,
            salePaise: i.salePaise,
            finalPaise: i.finalPaise,
            batchId: i.batchId,
            seatStatus: i.batchId ? 'released' : null,
          })),
        )
        .onConflictDoNothing();
      // The coupon's use is counted now; the price offered stands even if its uses ran out since.
      if (link.couponId)
        await reserveCoupon(tx, {
          couponId: link.couponId,
          userId: account.id,
          orderId: link.orderId,
        });
      await tx.execute(
        sql`update ${paymentLinks} set status = 'paid', paid_at = now() where id = ${link.id}`,
      );
    },
  );
  return {
    known: true,
    didChange: outcome.didChange,
    newAccount: outcome.didChange ? newAccount : null,
  };
}
