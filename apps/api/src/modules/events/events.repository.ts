import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryRows } from '../../db/database';
import { eventRegistrations, events, type EventRow, type NewEventRow } from './events.table';

export type EventWithCounts = EventRow & { registeredCount: number; waitlistCount: number };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID_PATTERN = /^[1-9][0-9]{0,15}$/;

const counts = {
  registeredCount: sql<number>`(select count(*)::int from ${eventRegistrations} r
    where r.event_id = "events"."id" and r.status = 'confirmed')`.as('registered_count'),
  waitlistCount: sql<number>`(select count(*)::int from ${eventRegistrations} r
    where r.event_id = "events"."id" and r.status = 'waitlisted')`.as('waitlist_count'),
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
): Promise<EventWithCounts | undefined> {
  const [row] = await db
    .select({ event: events, ...counts })
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

export type EventPageCursor = { startsAt: Date; id: number };
export type EventListFilter = {
  /** undefined = every event; true = open (isActive and not yet over); false = past. */
  active?: boolean;
  includeDeleted?: boolean;
  /** Events that started before this are over (start + EVENT_LENGTH). */
  endedBefore: Date;
  after?: EventPageCursor;
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
): Promise<EventWithCounts[]> {
  const conditions: SQL[] = [];
  if (!filter.includeDeleted) conditions.push(eq(events.isDeleted, false));
  if (filter.active !== undefined)
    conditions.push(activeCondition(filter.active, filter.endedBefore));
  const descending = filter.active === false;
  if (filter.after) {
    const { startsAt, id } = filter.after;
    conditions.push(
      descending
        ? or(lt(events.startsAt, startsAt), and(eq(events.startsAt, startsAt), lt(events.id, id)))!
        : or(gt(events.startsAt, startsAt), and(eq(events.startsAt, startsAt), gt(events.id, id)))!,
    );
  }
  const rows = await db
    .select({ event: events, ...counts })
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
