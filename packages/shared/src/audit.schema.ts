import { z } from 'zod';
import { text } from './text.schema';

/**
 * The staff audit log (ADMIN): every staff write with who, what, before and after. Append-only:
 * the database refuses updates and deletes of its rows.
 */
export const AUDIT_MESSAGES = {
  loadFailed: 'Could not load the audit log. Please try again.',
  empty: 'No staff changes match these filters.',
} as const;

/** Actions recorded today, as `<entity>.<verb>`; the filter accepts any action text. */
export const AUDIT_ACTIONS = [
  'coupon.create',
  'coupon.update',
  'coupon.delete',
  'event.create',
  'event.update',
  'event.delete',
  'event.undelete',
  'user.role',
  'user.profile',
  'refund.create',
] as const;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  actorRole: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditList = z.infer<typeof auditListSchema>;

const blank = <T extends z.ZodType<string | undefined>>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => (value === '' ? undefined : value) as z.output<T> | undefined);

/** Filters of the audit view and its CSV; dates as in the sales console (a day in IST or ISO). */
export const auditFilterSchema = z.object({
  /** The actor's e-mail, exact, any casing. */
  actor: blank(text().trim().toLowerCase().max(254)),
  action: blank(text().trim().max(64)),
  entityType: blank(text().trim().max(32)),
  entityId: blank(text().trim().max(100)),
  from: blank(text().trim().max(40)),
  to: blank(text().trim().max(40)),
});
export const auditListQuerySchema = auditFilterSchema.extend({
  cursor: blank(text().trim().max(200)),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type AuditFilter = z.output<typeof auditFilterSchema>;
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

export const AUDIT_CSV_COLUMNS = [
  'id',
  'createdAt',
  'actorEmail',
  'actorRole',
  'action',
  'entityType',
  'entityId',
  'requestId',
  'before',
  'after',
] as const;
