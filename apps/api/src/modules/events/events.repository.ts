import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../infra/database/database';
import { queryRows } from '../../infra/database/database';
import {
  afterCursor,
  cursorTime,
  type Cursor,
  type Keyset,
  type SortOrder,
} from '../../infra/staff-lists/keyset';
import { csvText, csvTime, type CsvSource } from '../../infra/staff-lists/csv-export';
import { EVENTS_CSV_HEADER } from './event-mapping';
import { events, type EventRow, type NewEventRow } from './events.table';

export type EventWithCounts = EventRow & { registeredCount: number; waitlistCount: number };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID_PATTERN = /^[1-9][0-9]{0,15}$/;

/**
 * Registration counts of the event row being read: SQL the event-registrations module gives (it owns
 * that table, and depends on this module), passed in by its caller.
 */
export type RegistrationCounts = {
  registeredCount: SQL.Aliased<number>;
  waitlistCount: SQL.Aliased<number>;
};

/** How the spec's client and our pages name an event: its id, its uuid, or its uniqueNameForUrl. */
export function eventKeyCondition(key: string): SQL {
  if (ID_PATTERN.test(key)) return eq(events.id, Number(key));
  if (UUID_PATTERN.test(key)) return eq(events.uuid, key.toLowerCase());
  return eq(events.uniqueNameForUrl, key);
}

/** One event by id, uuid or slug (deleted ones included: the caller decides). */
export async function findEventByKey(
  db: Executor,
  key: string,
  counts: RegistrationCounts,
): Promise<EventWithCounts | undefined> {
  const [row] = await db
    .select({
      event: events,
      ...counts,
      cursor_at: sql<string>`${cursorTime(EVENT_KEYSET.time)}`,
      cursor_id: sql<string>`${EVENT_KEYSET.id}::text`,
    })
    .from(events)
    .where(eventKeyCondition(key))
    .limit(1);
  return row
    ? { ...row.event, registeredCount: row.registeredCount, waitlistCount: row.waitlistCount }
    : undefined;
}

/** The event row, locked for the rest of the transaction (registrations, edits). */
export async function lockEvent(db: Executor, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).for('update').limit(1);
  return row;
}

/** Events page on (starts_at, id) with the staff-list kit's cursor. */
export const EVENT_KEYSET: Keyset = {
  time: sql`${events.startsAt}`,
  id: sql`${events.id}`,
  idType: 'bigint',
};
export type EventListFilter = {
  /** undefined = every event; true = open (isActive and not yet over); false = past. */
  active?: boolean;
  includeDeleted?: boolean;
  /** Events that started before this are over (start + EVENT_LENGTH). */
  endedBefore: Date;
  after?: Cursor;
  limit: number;
};

/** Open = marked active and not over; past = the rest. The two lists cover every event once. */
function activeCondition(active: boolean, endedBefore: Date): SQL {
  const open = and(eq(events.isActive, true), gt(events.startsAt, endedBefore))!;
  return active ? open : sql`not (${open})`;
}

/**
 * A page of events in date order: open ones soonest first, past ones most recent first, the whole
 * list soonest first. Keyset-paged on (starts_at, id).
 */
export async function listEvents(
  db: Executor,
  filter: EventListFilter,
  counts: RegistrationCounts,
): Promise<(EventWithCounts & { cursor_at: string; cursor_id: string })[]> {
  const conditions: SQL[] = [];
  if (!filter.includeDeleted) conditions.push(eq(events.isDeleted, false));
  if (filter.active !== undefined)
    conditions.push(activeCondition(filter.active, filter.endedBefore));
  const descending = filter.active === false;
  const order: SortOrder = descending ? 'desc' : 'asc';
  if (filter.after) conditions.push(afterCursor(EVENT_KEYSET, filter.after, order));
  const rows = await db
    .select({
      event: events,
      ...counts,
      cursor_at: sql<string>`${cursorTime(EVENT_KEYSET.time)}`,
      cursor_id: sql<string>`${EVENT_KEYSET.id}::text`,
    })
    .from(events)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(
      ...(descending
        ? [desc(events.startsAt), desc(events.id)]
        : [asc(events.startsAt), asc(events.id)]),
    )
    .limit(filter.limit);
  return rows.map((r) => ({
    ...r.event,
    registeredCount: r.registeredCount,
    waitlistCount: r.waitlistCount,
    cursor_at: r.cursor_at,
    cursor_id: r.cursor_id,
  }));
}

export async function insertEvent(db: Executor, row: NewEventRow): Promise<EventRow> {
  const [created] = await db.insert(events).values(row).returning();
  return created!;
}

export async function updateEvent(
  db: Executor,
  id: number,
  changes: Partial<NewEventRow>,
): Promise<EventRow | undefined> {
  const [updated] = await db
    .update(events)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(events.id, id))
    .returning();
  return updated;
}

/** True when some event's image field holds this uploaded file's key. */
export async function isEventFileKey(db: Executor, key: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from ${events}
        where banner_pc_key = ${key} or banner_mobile_key = ${key} or speaker_image_key = ${key}
        limit 1`,
  );
  return rows.length > 0;
}

/** True when the slug is taken by another event. */
export async function isSlugTaken(db: Executor, slug: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from ${events} where unique_name_for_url = ${slug} limit 1`,
  );
  return rows.length > 0;
}

/**
 * events.csv (spec §3 columns, EVENTS_CSV_HEADER) of every event, deleted ones included, in the
 * staff list's order (soonest first); the date in IST.
 */
export function eventsCsvSource(): CsvSource {
  return {
    header: EVENTS_CSV_HEADER,
    cells: [
      csvText(sql`${events.bannerPcUrl}`),
      csvText(sql`${events.bannerMobileUrl}`),
      csvText(sql`${events.heading}`),
      csvText(sql`${events.subHeading}`),
      csvTime(sql`${events.startsAt}`),
      csvText(sql`${events.aboutSpeaker}`),
      csvText(sql`${events.speakerSocial}`),
      csvText(sql`${events.speakerExperience}`),
      csvText(sql`${events.mode}`),
      csvText(sql`${events.speakerImageUrl}`),
      csvText(sql`${events.speakerName}`),
    ],
    from: sql`from ${events}`,
    where: [],
    keyset: EVENT_KEYSET,
    order: 'asc',
  };
}
