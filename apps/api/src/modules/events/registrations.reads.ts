import { EVENT_MESSAGES, type Registration, type RegistrationStatus } from '@kaksha/shared';
import type { Database, Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { toCsv } from '../../lib/csv';
import type { Caller } from '../users/users.service';
import { buildEventCalendar } from './event-calendar';
import { findEventByKey } from './events.repository';
import type { EventRow } from './events.table';
import { safeFileName } from './registrations.mail';
import {
  findRegistrationOfUser,
  listRegistrations,
  waitlistPositionOf,
  type RegistrationRow,
} from './registrations.repository';

export const eventNotFound = () => notFound(EVENT_MESSAGES.notFound, 'EVENT_NOT_FOUND');

/** The event by id, uuid or slug, unless it is unknown or deleted (404). */
export async function findLiveEvent(db: Executor, key: string): Promise<EventRow> {
  const event = await findEventByKey(db, key);
  if (!event || event.isDeleted) throw eventNotFound();
  return event;
}

export function toRegistration(
  row: RegistrationRow,
  waitlistPosition: number | null,
): Registration {
  return {
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    email: row.email,
    status: row.status as RegistrationStatus,
    waitlistPosition,
    createdAt: row.createdAt.toISOString(),
  };
}

const CSV_HEADER = ['name', 'email', 'status', 'waitlistPosition', 'registeredAt'];

/** What registrations read without changing anything: the caller's own, staff lists, files. */
export function createRegistrationReads({ db, publicUrl }: { db: Database; publicUrl: string }) {
  /** Staff see the registrations of deleted events too. */
  async function anyEvent(key: string): Promise<EventRow> {
    const event = await findEventByKey(db, key);
    if (!event) throw eventNotFound();
    return event;
  }

  return {
    /** The signed-in caller's registration for the event (any status). */
    /** The caller's registration, or null when there is none. */
    async mine(key: string, caller: Caller): Promise<Registration | null> {
      const event = await findLiveEvent(db, key);
      const row = await findRegistrationOfUser(db, event.id, caller);
      if (!row) return null;
      return toRegistration(row, await waitlistPositionOf(db, row));
    },

    /** Staff: every registration of the event, oldest first. */
    async list(key: string): Promise<Registration[]> {
      const rows = await listRegistrations(db, (await anyEvent(key)).id);
      return rows.map((row) => toRegistration(row, row.waitlistPosition));
    },

    async csv(key: string): Promise<{ fileName: string; body: string }> {
      const event = await anyEvent(key);
      const rows = await listRegistrations(db, event.id);
      const body = toCsv(
        CSV_HEADER,
        rows.map((r) => [r.name, r.email, r.status, r.waitlistPosition, r.createdAt]),
      );
      return { fileName: `${safeFileName(event.uniqueNameForUrl)}-registrations.csv`, body };
    },

    /** "Add to calendar": the event as an .ics file. */
    async calendar(key: string): Promise<{ fileName: string; body: string }> {
      const event = await findLiveEvent(db, key);
      return {
        fileName: `${safeFileName(event.uniqueNameForUrl)}.ics`,
        body: buildEventCalendar(event, publicUrl),
      };
    },
  };
}
