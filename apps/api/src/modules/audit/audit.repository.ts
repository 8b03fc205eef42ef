import { sql, type SQL } from 'drizzle-orm';
import { AUDIT_CSV_COLUMNS } from '@kaksha/shared';
import { type Executor } from '../../infra/database/database';
import { csvNumber, csvText, csvTime, type CsvSource } from '../../infra/staff-lists/csv-export';
import { type Keyset, pageRows } from '../../infra/staff-lists/keyset';
import type { AuditEntry } from '../../core/audit';
import type { Caller } from '../../core/caller';
import { auditLog } from './audit.table';

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
    requestId: actor.requestId ?? null,
  });
}

/** Newest first on (created_at, id): a page continues strictly after the last entry shown. */
export const AUDIT_KEYSET: Keyset = {
  time: sql`${auditLog.createdAt}`,
  id: sql`${auditLog.id}`,
  idType: 'bigint',
};

export type AuditFilterValues = {
  /** Lower-case e-mail; matched against the stored one in any casing. */
  actor?: string;
  action?: string;
  entityType?: string;
  entityId?: string;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
};

// Values go in as text with explicit casts: the CSV's COPY inlines them as literals.
function conditions(filter: AuditFilterValues): SQL[] {
  const where: SQL[] = [];
  if (filter.actor) where.push(sql`lower(${auditLog.actorEmail}) = ${filter.actor}`);
  if (filter.action) where.push(sql`${auditLog.action} = ${filter.action}`);
  if (filter.entityType) where.push(sql`${auditLog.entityType} = ${filter.entityType}`);
  if (filter.entityId) where.push(sql`${auditLog.entityId} = ${filter.entityId}`);
  if (filter.from)
    where.push(sql`${auditLog.createdAt} >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) where.push(sql`${auditLog.createdAt} < ${filter.to.toISOString()}::timestamptz`);
  return where;
}

export type AuditListRow = {
  id: string;
  actor_id: string | null;
  actor_email: string;
  actor_role: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  request_id: string | null;
  created_at: string;
};

/** One page of entries, newest first. */
export function listAuditEntries(
  db: Executor,
  filter: AuditFilterValues,
  page: { cursor?: string | undefined; limit: number },
) {
  return pageRows<AuditListRow>(db, {
    ...page,
    select: sql`${auditLog.id}::text as id, ${auditLog.actorId} as actor_id,
        ${auditLog.actorEmail} as actor_email, ${auditLog.actorRole} as actor_role,
        ${auditLog.action} as action, ${auditLog.entityType} as entity_type,
        ${auditLog.entityId} as entity_id, ${auditLog.before} as before, ${auditLog.after} as after,
        ${auditLog.requestId} as request_id,
        to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`,
    from: sql`from ${auditLog}`,
    conditions: conditions(filter),
    keyset: AUDIT_KEYSET,
    order: 'desc',
  });
}

/** Every matching entry as CSV cells (AUDIT_CSV_COLUMNS), newest first; before/after as JSON text. */
export function auditCsvSource(filter: AuditFilterValues): CsvSource {
  const cells: Record<(typeof AUDIT_CSV_COLUMNS)[number], SQL> = {
    id: csvNumber(sql`${auditLog.id}`),
    createdAt: csvTime(sql`${auditLog.createdAt}`),
    actorEmail: csvText(sql`${auditLog.actorEmail}`),
    actorRole: csvText(sql`${auditLog.actorRole}`),
    action: csvText(sql`${auditLog.action}`),
    entityType: csvText(sql`${auditLog.entityType}`),
    entityId: csvText(sql`${auditLog.entityId}`),
    requestId: csvText(sql`${auditLog.requestId}`),
    before: csvText(sql`${auditLog.before}::text`),
    after: csvText(sql`${auditLog.after}::text`),
  };
  return {
    header: AUDIT_CSV_COLUMNS,
    cells: AUDIT_CSV_COLUMNS.map((column) => cells[column]),
    from: sql`from ${auditLog}`,
    where: conditions(filter),
    keyset: AUDIT_KEYSET,
    order: 'desc',
  };
}
