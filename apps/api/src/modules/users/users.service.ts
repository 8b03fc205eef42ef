import {
  PROFILE_EDITORS,
  PROFILE_READERS,
  type JsonPatch,
  type Profile,
  type Role,
} from '@kaksha/shared';
import type { Executor } from '../../infra/database/database';
import { AppError, notFound } from '../../core/app-error';
import type { RecordAudit } from '../../core/audit';
import { applyProfilePatch } from './profile-patch';
import { findUserByEmail, findUserById, updateUser } from './users.repository';
import type { UserRow } from './users.table';
import type { Caller } from '../../core/caller';
import type { InvalidationBus } from '../../infra/invalidation/invalidation-bus';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toProfile(row: UserRow): Profile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobileNumber: row.mobileNumber,
    collegeName: row.collegeName,
    stream: row.stream,
    role: row.role as Role,
    isEmailVerified: row.isEmailVerified,
  };
}

/** The spec's client names users by e-mail; newer ones by id. */
export function findUserByKey(db: Executor, key: string): Promise<UserRow | undefined> {
  const decoded = key.startsWith('@') ? key.slice(1) : key;
  return UUID_PATTERN.test(decoded) ? findUserById(db, decoded) : findUserByEmail(db, decoded);
}

export function createUsersService(deps: {
  db: Executor;
  bus: InvalidationBus;
  /** The audit module's writer (given, not imported: the audit log's rows reference users). */
  recordAudit: RecordAudit<Executor>;
}) {
  const { db, bus, recordAudit } = deps;
  async function requireUser(id: string): Promise<UserRow> {
    const row = await findUserById(db, id);
    if (!row) throw notFound('No such user', 'USER_NOT_FOUND');
    return row;
  }

  return {
    async getOwnProfile(caller: Caller): Promise<Profile> {
      return toProfile(await requireUser(caller.id));
    },

    /** Self, or anyone for SALES and ADMIN; to others, someone else's record does not exist. */
    async getProfileByKey(caller: Caller, key: string): Promise<Profile> {
      const row = await findUserByKey(db, key);
      if (!row || (row.id !== caller.id && !PROFILE_READERS.includes(caller.role)))
        throw notFound('No such user', 'USER_NOT_FOUND');
      return toProfile(row);
    },

    async patchProfile(caller: Caller, key: string, patch: JsonPatch): Promise<Profile> {
      const row = await findUserByKey(db, key);
      if (!row || (row.id !== caller.id && !PROFILE_EDITORS.includes(caller.role)))
        throw notFound('No such user', 'USER_NOT_FOUND');
      const changes = applyProfilePatch(
        {
          name: row.name,
          mobileNumber: row.mobileNumber,
          collegeName: row.collegeName,
          stream: row.stream,
        },
        patch,
      );
      const updated = await db.transaction(async (tx) => {
        const saved = await updateUser(tx, row.id, changes);
        if (!saved) throw notFound('No such user', 'USER_NOT_FOUND');
        // An ADMIN editing someone else's profile is a staff write; learners editing their own are not.
        const changed = (Object.keys(changes) as Array<keyof typeof changes>).filter(
          (field) => row[field] !== saved[field],
        );
        if (row.id !== caller.id && changed.length > 0) {
          await recordAudit(tx, caller, {
            action: 'user.profile',
            entityType: 'user',
            entityId: row.id,
            before: Object.fromEntries(changed.map((field) => [field, row[field]])),
            after: Object.fromEntries(changed.map((field) => [field, saved[field]])),
          });
        }
        return saved;
      });
      return toProfile(updated);
    },

    async setRole(caller: Caller, key: string, role: Role): Promise<Profile> {
      const row = await findUserByKey(db, key);
      if (!row) throw notFound('No such user', 'USER_NOT_FOUND');
      if (row.id === caller.id && role !== 'ADMIN') {
        throw new AppError(
          'CANNOT_DEMOTE_SELF',
          409,
          'You cannot remove your own ADMIN role; ask another ADMIN.',
        );
      }
      if (row.role === role) return toProfile(row);
      // A role change ends the user's older access tokens, on every instance as it commits.
      const forgotten = [{ cache: 'caller' as const, key: row.id }];
      const updated = await bus.transaction(db, forgotten, async (tx) => {
        const saved = await updateUser(tx, row.id, { role, bumpTokenVersion: true });
        if (!saved) throw notFound('No such user', 'USER_NOT_FOUND');
        await recordAudit(tx, caller, {
          action: 'user.role',
          entityType: 'user',
          entityId: row.id,
          before: { role: row.role },
          after: { role: saved.role },
        });
        return saved;
      });
      return toProfile(updated);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
