import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/database/database';
import { notFound } from '../../core/app-error';
import type { auditLog } from '../audit';
import type { callBackRequests } from '../callbacks';
import type { cartItems, carts } from '../cart';
import type { eventRegistrations } from '../event-registrations';
import type { enrolments, orderItems, orders, refunds } from '../payments';
import type { paymentLinks } from '../payment-links';
import { oauthIdentities, users } from './users.table';
import { consentEvents, marketingConsents } from './consents.table';

/**
 * The tables outside this module that hold a learner's data, given by the composition root (the
 * modules that own them depend on this one, so it may not import them).
 */
export type PersonalDataTables = {
  orders: typeof orders;
  orderItems: typeof orderItems;
  enrolments: typeof enrolments;
  refunds: typeof refunds;
  eventRegistrations: typeof eventRegistrations;
  callBackRequests: typeof callBackRequests;
  carts: typeof carts;
  cartItems: typeof cartItems;
  auditLog: typeof auditLog;
  paymentLinks: typeof paymentLinks;
};

/** Everything held about a learner (DPDP Act 2023, s. 11): GET /users/me/export. */
export async function exportPersonalData(db: Executor, t: PersonalDataTables, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('No such user', 'USER_NOT_FOUND');
  const [
    identities,
    orderRows,
    items,
    enrolled,
    refundRows,
    registrations,
    callBacks,
    marketing,
    consentRecord,
    links,
  ] = await Promise.all([
    db
      .select({
        issuer: oauthIdentities.issuer,
        email: oauthIdentities.email,
        linkedAt: oauthIdentities.createdAt,
      })
      .from(oauthIdentities)
      .where(eq(oauthIdentities.userId, userId)),
    db
      .select({
        id: t.orders.id,
        providerOrderId: t.orders.providerOrderId,
        status: t.orders.status,
        amountPaise: t.orders.amountPaise,
        listTotalPaise: t.orders.listTotalPaise,
        currency: t.orders.currency,
        couponCode: t.orders.couponCode,
        mobileNumber: t.orders.mobileNumber,
        billing: t.orders.billing,
        createdAt: t.orders.createdAt,
        paidAt: t.orders.paidAt,
      })
      .from(t.orders)
      .where(eq(t.orders.userId, userId))
      .orderBy(t.orders.createdAt),
    db
      .select({
        orderId: t.orderItems.orderId,
        courseId: t.orderItems.courseId,
        name: t.orderItems.name,
        finalPaise: t.orderItems.finalPaise,
      })
      .from(t.orderItems)
      .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
      .where(eq(t.orders.userId, userId)),
    db
      .select({
        courseId: t.enrolments.courseId,
        orderId: t.enrolments.orderId,
        enrolledAt: t.enrolments.createdAt,
      })
      .from(t.enrolments)
      .where(eq(t.enrolments.userId, userId)),
    db
      .select({
        orderId: t.refunds.orderId,
        amountPaise: t.refunds.amountPaise,
        courseIds: t.refunds.courseIds,
        status: t.refunds.status,
        createdAt: t.refunds.createdAt,
        processedAt: t.refunds.processedAt,
      })
      .from(t.refunds)
      .where(eq(t.refunds.userId, userId)),
    db
      .select({
        eventId: t.eventRegistrations.eventId,
        name: t.eventRegistrations.name,
        email: t.eventRegistrations.email,
        status: t.eventRegistrations.status,
        createdAt: t.eventRegistrations.createdAt,
      })
      .from(t.eventRegistrations)
      .where(
        or(
          eq(t.eventRegistrations.userId, userId),
          sql`lower(${t.eventRegistrations.email}) = lower(${user.email})`,
        ),
      ),
    db
      .select({
        name: t.callBackRequests.name,
        mobileNumber: t.callBackRequests.mobileNumber,
        program: t.callBackRequests.program,
        preferredTime: t.callBackRequests.preferredTime,
        consentedAt: t.callBackRequests.consentedAt,
        createdAt: t.callBackRequests.createdAt,
      })
      .from(t.callBackRequests)
      .where(eq(t.callBackRequests.userId, userId)),
    db
      .select({
        granted: marketingConsents.granted,
        isMinor: marketingConsents.isMinor,
        wordingVersion: marketingConsents.wordingVersion,
        source: marketingConsents.source,
        updatedAt: marketingConsents.updatedAt,
      })
      .from(marketingConsents)
      .where(eq(marketingConsents.userId, userId)),
    db
      .select({
        purpose: consentEvents.purpose,
        granted: consentEvents.granted,
        ageStatement: consentEvents.ageStatement,
        wordingVersion: consentEvents.wordingVersion,
        source: consentEvents.source,
        at: consentEvents.createdAt,
      })
      .from(consentEvents)
      .where(eq(consentEvents.userId, userId))
      .orderBy(consentEvents.createdAt),
    // Payment links sales staff sent to this address (before or after the account existed).
    db
      .select({
        recipientName: t.paymentLinks.recipientName,
        recipientEmail: t.paymentLinks.recipientEmail,
        recipientMobile: t.paymentLinks.recipientMobile,
        items: t.paymentLinks.items,
        amountPaise: t.paymentLinks.amountPaise,
        status: t.paymentLinks.status,
        createdAt: t.paymentLinks.createdAt,
        openedAt: t.paymentLinks.openedAt,
        paidAt: t.paymentLinks.paidAt,
        expiresAt: t.paymentLinks.expiresAt,
      })
      .from(t.paymentLinks)
      .where(sql`lower(${t.paymentLinks.recipientEmail}) = lower(${user.email})`),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      isEmailVerified: user.isEmailVerified,
      mobileNumber: user.mobileNumber,
      collegeName: user.collegeName,
      stream: user.stream,
      role: user.role,
      hasPassword: user.passwordHash !== null,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    identities,
    orders: orderRows.map((order) => ({
      ...order,
      items: items.filter((item) => item.orderId === order.id),
    })),
    enrolments: enrolled,
    refunds: refundRows,
    eventRegistrations: registrations,
    callBackRequests: callBacks,
    paymentLinks: links,
    consents: [
      { purpose: 'Terms of use and privacy policy, accepted at sign-up', at: user.createdAt },
      ...callBacks.map((c) => ({ purpose: `Call-back about ${c.program}`, at: c.consentedAt })),
    ],
    /** Reminders and offers: the current choice and every choice and age answer recorded. */
    marketingConsent: marketing[0] ?? null,
    consentRecord,
  };
}
export type PersonalDataExport = Awaited<ReturnType<typeof exportPersonalData>>;
