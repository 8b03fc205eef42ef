import { eq, sql } from 'drizzle-orm';
import {
  MARKETING_CONSENT_VERSION,
  RECOVERY_MESSAGES,
  type AgeStatement,
  type ConsentSource,
  type Consents,
} from '@kaksha/shared';
import type { Executor } from '../../infra/database/database';
import type { Caller } from '../../core/caller';
import { consentEvents, marketingConsents } from './consents.table';

/**
 * Records a learner's choice about reminders and offers (with the wording version and where it was
 * made) and keeps the current choice. A minor stays off: the choice is recorded, not granted.
 */
export async function recordMarketingChoice(
  db: Executor,
  choice: { userId: string; granted: boolean; source: ConsentSource },
): Promise<void> {
  const { userId, granted, source } = choice;
  await db.insert(consentEvents).values({
    userId,
    purpose: 'marketing',
    granted,
    wordingVersion: MARKETING_CONSENT_VERSION,
    source,
  });
  await db
    .insert(marketingConsents)
    .values({ userId, granted, wordingVersion: MARKETING_CONSENT_VERSION, source })
    .onConflictDoUpdate({
      target: marketingConsents.userId,
      set: { granted, wordingVersion: MARKETING_CONSENT_VERSION, source, updatedAt: sql`now()` },
    });
}

/**
 * Records the checkout's age answer. "Under 18" marks the learner a minor for good (no marketing
 * e-mail however the box is ticked later); "18 or older" is recorded but never clears that mark.
 */
export async function recordAgeStatement(
  db: Executor,
  statement: { userId: string; ageStatement: AgeStatement; source: ConsentSource },
): Promise<void> {
  const { userId, ageStatement, source } = statement;
  await db.insert(consentEvents).values({ userId, purpose: 'age', ageStatement, source });
  if (ageStatement === 'minor')
    await db
      .insert(marketingConsents)
      .values({ userId, isMinor: true })
      .onConflictDoUpdate({
        target: marketingConsents.userId,
        set: { isMinor: true, updatedAt: sql`now()` },
      });
}

export async function readConsents(db: Executor, userId: string): Promise<Consents> {
  const [row] = await db
    .select()
    .from(marketingConsents)
    .where(eq(marketingConsents.userId, userId))
    .limit(1);
  return {
    marketing: Boolean(row?.granted && !row.isMinor),
    isMinor: row?.isMinor ?? false,
    wordingVersion: row?.wordingVersion ?? null,
    source: row?.source ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The profile's "Reminders and offers" switch: GET|PUT /v1.5/users/me/consents. */
export function createConsentsService(deps: { db: Executor }) {
  const { db } = deps;
  return {
    read: (caller: Caller) => readConsents(db, caller.id),
    async update(caller: Caller, body: { marketing: boolean }): Promise<Consents> {
      await recordMarketingChoice(db, {
        userId: caller.id,
        granted: body.marketing,
        source: 'profile',
      });
      return readConsents(db, caller.id);
    },
    /** Checkout's box and age answer (the payments module is given this by the composition root). */
    async recordCheckoutChoices(
      userId: string,
      choices: { marketingConsent?: boolean; ageStatement?: AgeStatement },
    ): Promise<void> {
      if (choices.ageStatement)
        await recordAgeStatement(db, {
          userId,
          ageStatement: choices.ageStatement,
          source: 'checkout',
        });
      // Only a ticked box is a choice: an unticked one leaves an earlier consent as it was.
      if (choices.marketingConsent)
        await recordMarketingChoice(db, { userId, granted: true, source: 'checkout' });
    },
    /** One-click unsubscribe (no sign-in: the signed link names the learner). */
    async withdraw(userId: string): Promise<{ message: string; marketing: false }> {
      await recordMarketingChoice(db, { userId, granted: false, source: 'unsubscribe' });
      return { message: RECOVERY_MESSAGES.unsubscribed, marketing: false };
    },
  };
}
export type ConsentsService = ReturnType<typeof createConsentsService>;
