import { and, eq, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../infra/database/database';
import type { PersonalDataTables } from './personal-data';
import { oauthIdentities, users } from './users.table';
import { consentEvents, marketingConsents } from './consents.table';

/** The address an erased account is left with: unique, undeliverable, and the real one free again. */
export const erasedEmailOf = (userId: string) => `erased+${userId}@erased.invalid`;

/**
 * Erases a learner inside the caller's transaction (DPDP Act 2023, s. 12): personal fields
 * pseudonymised in users, orders, event registrations, call-back requests and the audit log's
 * before/after values; sessions, identities, e-mailed links and the cart deleted. What the law
 * requires to keep (orders' amounts and dates, refunds, enrolments: tax and accounting records) is
 * kept, without the person. The auth module's rows (sessions, e-mailed links) are its own to delete.
 */
export async function eraseAccount(
  tx: Transaction,
  t: PersonalDataTables,
  user: { id: string; email: string },
): Promise<void> {
  const erasedEmail = erasedEmailOf(user.id);
  await tx
    .update(users)
    .set({
      email: erasedEmail,
      name: '',
      mobileNumber: '',
      collegeName: '',
      stream: '',
      passwordHash: null,
      isEmailVerified: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, user.id));
  await tx.delete(oauthIdentities).where(eq(oauthIdentities.userId, user.id));
  await tx.delete(consentEvents).where(eq(consentEvents.userId, user.id));
  await tx.delete(marketingConsents).where(eq(marketingConsents.userId, user.id));
  await tx.delete(t.cartItems).where(eq(t.cartItems.userId, user.id));
  await tx.delete(t.carts).where(eq(t.carts.userId, user.id));
  // Billing details go too: an issued tax invoice keeps its own frozen copy, as the law requires.
  await tx
    .update(t.orders)
    .set({ mobileNumber: '', billing: null })
    .where(eq(t.orders.userId, user.id));
  await tx
    .update(t.eventRegistrations)
    .set({
      name: 'Erased',
      email: sql`'erased+' || ${t.eventRegistrations.id} || '@erased.invalid'`,
      userId: null,
      updatedAt: sql`now()`,
    })
    .where(
      or(
        eq(t.eventRegistrations.userId, user.id),
        sql`lower(${t.eventRegistrations.email}) = lower(${user.email})`,
      ),
    );
  // Payment links to the address: the offer (amount, programs) stays with its order, not the person.
  await tx
    .update(t.paymentLinks)
    .set({
      recipientName: 'Erased',
      recipientEmail: sql`'erased+' || ${t.paymentLinks.id} || '@erased.invalid'`,
      recipientMobile: '0000000000',
    })
    .where(sql`lower(${t.paymentLinks.recipientEmail}) = lower(${user.email})`);
  await tx
    .update(t.callBackRequests)
    .set({ name: 'Erased', mobileNumber: '0000000000', userId: null })
    .where(eq(t.callBackRequests.userId, user.id));
  // Staff changes to the learner's record keep their trace, not the learner's values.
  await tx
    .update(t.auditLog)
    .set({ before: sql`'{"erased": true}'::jsonb`, after: sql`'{"erased": true}'::jsonb` })
    .where(and(eq(t.auditLog.entityType, 'user'), eq(t.auditLog.entityId, user.id)));
  await tx
    .update(t.auditLog)
    .set({ actorEmail: erasedEmail })
    .where(eq(t.auditLog.actorId, user.id));
}
