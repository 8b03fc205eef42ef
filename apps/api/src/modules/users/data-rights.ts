import { ACCOUNT_MESSAGES, type DeleteAccountBody } from '@kaksha/shared';
import { AppError, badRequest, notFound } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { Executor, Transaction } from '../../infra/database/database';
import type { InvalidationBus } from '../../infra/invalidation/invalidation-bus';
import { eraseAccount } from './account-erasure';
import { exportPersonalData, type PersonalDataTables } from './personal-data';
import { findUserById } from './users.repository';

/** How recent a Google sign-in must be to erase an account that has no password. */
export const FRESH_SIGN_IN_SECONDS = 10 * 60;

/**
 * The learner's data rights: a copy of everything held, and erasure. The auth module's parts come
 * from the composition root (it depends on this module): password checks, session age, and the
 * deletion of its own rows.
 */
export function createDataRights(deps: {
  db: Executor;
  bus: InvalidationBus;
  tables: PersonalDataTables;
  verifyPassword(hash: string, password: string): Promise<boolean>;
  /** Seconds since the session (refresh family) began with a sign-in, or undefined. */
  sessionAgeSeconds(sessionId: string): Promise<number | undefined>;
  /** Deletes the user's sessions and e-mailed links, inside the erasure's transaction. */
  deleteAuthRows(tx: Transaction, userId: string): Promise<void>;
}) {
  const { db, bus, tables } = deps;
  return {
    exportFor: (caller: Caller) => exportPersonalData(db, tables, caller.id),

    async erase(caller: Caller, body: DeleteAccountBody): Promise<{ message: string }> {
      const user = await findUserById(db, caller.id);
      if (!user) throw notFound('No such user', 'USER_NOT_FOUND');
      if (user.role !== 'USER')
        throw new AppError(
          'STAFF_ACCOUNT',
          409,
          'A staff account cannot erase itself; ask an ADMIN to remove your role first.',
        );
      if (user.passwordHash) {
        const isOwner = body.password
          ? await deps.verifyPassword(user.passwordHash, body.password)
          : false;
        if (!isOwner) throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong, 'PASSWORD_WRONG');
      } else {
        // A Google-only account proves itself with a fresh sign-in instead.
        const age = caller.sessionId ? await deps.sessionAgeSeconds(caller.sessionId) : undefined;
        if (age === undefined || age > FRESH_SIGN_IN_SECONDS)
          throw badRequest(
            'Please sign in with Google again, then delete your account within 10 minutes.',
            'REAUTHENTICATE',
          );
      }
      const forgotten = [
        { cache: 'caller' as const, key: user.id },
        { cache: 'session' as const, key: user.id },
      ];
      await bus.transaction(db, forgotten, async (tx) => {
        await eraseAccount(tx, tables, user);
        await deps.deleteAuthRows(tx, user.id);
      });
      return { message: ACCOUNT_MESSAGES.accountDeleted };
    },
  };
}
export type DataRights = ReturnType<typeof createDataRights>;
