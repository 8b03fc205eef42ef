import type { Caller } from './caller';

/** One staff write as the audit log keeps it (the audit module stores it). */
export type AuditEntry = {
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

/**
 * Records a staff write inside the write's own transaction (`db` is that transaction), so the log
 * never misses a change nor records one that was rolled back. The audit module implements it;
 * modules the audit log's rows reference (users) are given it rather than importing it.
 */
export type RecordAudit<Db = never> = (db: Db, actor: Caller, entry: AuditEntry) => Promise<void>;
