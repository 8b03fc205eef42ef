import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  dayEnd,
  dayStart,
  SALES_MESSAGES,
  type AuditEntryView,
  type AuditFilter,
  type AuditList,
  type AuditListQuery,
} from '@kaksha/shared';
import type { DatabaseHandle } from '../../infra/database/database';
import { badRequest } from '../../core/app-error';
import { streamCsv } from '../../infra/staff-lists/csv-export';
import {
  auditCsvSource,
  listAuditEntries,
  type AuditFilterValues,
  type AuditListRow,
} from './audit.repository';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoInstant = z.iso.datetime({ offset: true });

/** A real calendar day (2026-02-30 is refused, where Date.parse would roll it into March). */
function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
}

/** `from`/`to` as the sales console reads them: a day in IST, or an ISO instant with its offset. */
function readDate(field: 'from' | 'to', value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const isDay = DAY.test(value);
  if (isDay ? !isCalendarDay(value) : !isoInstant.safeParse(value).success)
    throw badRequest(`${field}: use a date like 2026-11-23 or an ISO date-time`, 'INVALID_DATE');
  return field === 'from' ? dayStart(value) : dayEnd(value);
}

/** The filters as the repository takes them; a range that ends before it starts is a 400. */
export function toFilterValues(filter: AuditFilter): AuditFilterValues {
  const from = readDate('from', filter.from);
  const to = readDate('to', filter.to);
  if (from && to && from >= to) throw badRequest(SALES_MESSAGES.badDateRange, 'BAD_DATE_RANGE');
  return {
    actor: filter.actor,
    action: filter.action,
    entityType: filter.entityType,
    entityId: filter.entityId,
    from,
    to,
  };
}

function toView(row: AuditListRow): AuditEntryView {
  return {
    id: row.id,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    actorRole: row.actor_role,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    before: row.before,
    after: row.after,
    requestId: row.request_id,
    createdAt: row.created_at,
  };
}

/** The staff audit log, read by ADMIN (written by every staff write through `recordAudit`). */
export function createAuditService({ database }: { database: DatabaseHandle }) {
  return {
    async list(query: AuditListQuery): Promise<AuditList> {
      const filter = toFilterValues(query);
      const page = await listAuditEntries(database.db, filter, {
        cursor: query.cursor,
        limit: query.limit,
      });
      return { entries: page.rows.map(toView), nextCursor: page.nextCursor };
    },

    /** Every matching entry as a CSV stream (checked before the first byte goes out). */
    exportCsv(filter: AuditFilter): Readable {
      return streamCsv(database, auditCsvSource(toFilterValues(filter)));
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
