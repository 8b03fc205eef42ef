import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/database/database';
import { queryRows } from '../../infra/database/database';
import { events, type RegistrationCounts } from '../events';
import { eventRegistrations, type EventRegistrationRow } from './event-registrations.table';
import { csvNumber, csvText, csvTime, type CsvSource } from '../../infra/staff-lists/csv-export';

export type RegistrationRow = EventRegistrationRow;
export type RegistrationWithPosition = RegistrationRow & { waitlistPosition: number | null };
type NewRegistration = typeof eventRegistrations.$inferInsert;

/**
 * Confirmed and waitlisted registrations of the event row a query reads (the events module's lists).
 * The event's id is qualified by hand: drizzle writes a column of a single-table select without its
 * table, which inside this subquery would name the registration's own id.
 */
const eventId = sql`${events}.${sql.identifier(events.id.name)}`;
export const registrationCounts: RegistrationCounts = {
  registeredCount: sql<number>`(select count(*)::int from ${eventRegistrations} r
    where r.event_id = ${eventId} and r.status = 'confirmed')`.as('registered_count'),
  waitlistCount: sql<number>`(select count(*)::int from ${eventRegistrations} r
    where r.event_id = ${eventId} and r.status = 'waitlisted')`.as('waitlist_count'),
};

/**
 * The clock for ordering: clock_timestamp(), not now() (the start of the transaction), since
 * transactions that waited for the event's lock must be ordered by when they got it.
 */
const clock = sql`clock_timestamp()`;

export async function findRegistrationById(
  db: Executor,
  id: string,
): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, id))
    .limit(1);
  return row;
}

export async function findRegistrationByEmail(
  db: Executor,
  eventId: number,
  email: string,
): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.email, email)))
    .limit(1);
  return row;
}

export async function findRegistrationByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** The caller's registration: made while signed in, or under the account's e-mail address. */
export async function findRegistrationOfUser(
  db: Executor,
  eventId: number,
  user: { id: string; email: string },
): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        or(
          eq(eventRegistrations.userId, user.id),
          eq(eventRegistrations.email, user.email.toLowerCase()),
        ),
      ),
    )
    .orderBy(sql`${eventRegistrations.userId} = ${user.id} desc nulls last`)
    .limit(1);
  return row;
}

/** The timestamps a status sets (and clears), in lock order. */
function stampsFor(status: string | undefined) {
  switch (status) {
    case 'confirmed':
      return { confirmedAt: clock, cancelledAt: null };
    case 'waitlisted':
      return { waitlistedAt: clock, confirmedAt: null, cancelledAt: null };
    case 'cancelled':
      return { cancelledAt: clock };
    case 'pending':
      return { confirmedAt: null, cancelledAt: null, waitlistedAt: null };
    default:
      return {};
  }
}

export async function insertRegistration(
  db: Executor,
  row: NewRegistration,
): Promise<RegistrationRow> {
  const [created] = await db
    .insert(eventRegistrations)
    .values({ ...row, ...stampsFor(row.status) })
    .returning();
  return created!;
}

/** Writes the registration's new state; a status sets its own timestamps. */
export async function updateRegistration(
  db: Executor,
  id: string,
  changes: Partial<NewRegistration>,
): Promise<RegistrationRow> {
  const [updated] = await db
    .update(eventRegistrations)
    .set({ ...changes, ...stampsFor(changes.status), updatedAt: sql`now()` })
    .where(eq(eventRegistrations.id, id))
    .returning();
  return updated!;
}

export async function countConfirmed(db: Executor, eventId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${eventRegistrations}
        where event_id = ${eventId} and status = 'confirmed'`,
  );
  return row?.count ?? 0;
}

/** The next in line for a seat: waitlisted longest (then by id, for equal times). */
export async function oldestWaitlisted(
  db: Executor,
  eventId: number,
): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'waitlisted')),
    )
    .orderBy(asc(eventRegistrations.waitlistedAt), asc(eventRegistrations.id))
    .limit(1);
  return row;
}

/** Place in line: waitlisted first (then by id, for equal times), in the database's own precision. */
const waitlistPosition = sql<number | null>`case when ${eventRegistrations.status} = 'waitlisted'
  then (row_number() over (partition by ${eventRegistrations.status} = 'waitlisted'
    order by ${eventRegistrations.waitlistedAt}, ${eventRegistrations.id}))::int end`;

/** 1-based place on the event's waiting list, null when not waitlisted. */
export async function waitlistPositionOf(
  db: Executor,
  row: RegistrationRow,
): Promise<number | null> {
  if (row.status !== 'waitlisted') return null;
  const [ahead] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${eventRegistrations} r
        where r.event_id = ${row.eventId} and r.status = 'waitlisted'
          and (r.waitlisted_at, r.id) <
            (select waitlisted_at, id from ${eventRegistrations} where id = ${row.id})`,
  );
  return (ahead?.count ?? 0) + 1;
}

/** Every registration of the event, oldest first, each waitlisted one with its place in line. */
export async function listRegistrations(
  db: Executor,
  eventId: number,
): Promise<RegistrationWithPosition[]> {
  const rows = await db
    .select({ registration: eventRegistrations, waitlistPosition })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
  return rows.map((r) => ({ ...r.registration, waitlistPosition: r.waitlistPosition }));
}

const CSV_HEADER = ['name', 'email', 'status', 'waitlistPosition', 'registeredAt'] as const;

/**
 * registrations.csv of one event, oldest first. The waiting-list place is numbered over the whole
 * event inside the FROM, so the export's pages (PGlite) cannot renumber it.
 */
export function registrationsCsvSource(eventId: number): CsvSource {
  return {
    header: CSV_HEADER,
    cells: [
      csvText(sql`r.name`),
      csvText(sql`r.email`),
      csvText(sql`r.status`),
      csvNumber(sql`r.waitlist_position`),
      csvTime(sql`r.created_at`),
    ],
    from: sql`from (
      select ${eventRegistrations}.*, ${waitlistPosition} as waitlist_position
      from ${eventRegistrations} where ${eventRegistrations.eventId} = ${eventId}) r`,
    where: [],
    keyset: { time: sql`r.created_at`, id: sql`r.id`, idType: 'uuid' },
    order: 'asc',
  };
}
