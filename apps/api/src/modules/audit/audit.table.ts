import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users';

/**
 * Every staff write: who, what, the record before and after, when. Rows are only ever added: a
 * trigger (migration 0006) refuses updates and deletes, but for the actor id set to null when the
 * actor's account is deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    /** e.g. event.create, event.update, event.delete, event.undelete, coupon.create */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The request that made the change (X-Request-Id), to find it in the logs. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorEmail, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
