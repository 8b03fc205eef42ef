import type { Executor } from '../../db/database';
import type { Caller } from '../users/users.service';
import { auditLog } from './audit.table';

export type AuditEntry = {
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

/**
 * Records a staff write. Call it inside the transaction of the write itself, so the log never
 * misses a change nor records one that was rolled back.
 */
export async function recordAudit(db: Executor, actor: Caller, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
