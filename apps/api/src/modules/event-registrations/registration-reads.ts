import { EVENT_MESSAGES, type Registration, type RegistrationStatus } from '@kaksha/shared';
import type { DatabaseHandle, Executor } from '../../infra/database/database';
import { notFound } from '../../core/app-error';
import type { Readable } from 'node:stream';
import { streamCsv } from '../../infra/staff-lists/csv-export';
import type { Caller } from '../../core/caller';
import { buildEventCalendar } from './event-calendar';
import { findEventByKey } from '../events';
import { registrationCounts } from './event-registrations.repository';
import type { EventRow } from '../events';
import { safeFileName } from './registration-mail';
import {
  findRegistrationOfUser,
  listRegistrations,
  registrationsCsvSource,
  waitlistPositionOf,
  type RegistrationRow,
} from './event-registrations.repository';

export const eventNotFound = () => notFound(EVENT_MESSAGES.notFound, 'EVENT_NOT_FOUND');

/** The event by id, uuid or slug, unless it is unknown or deleted (404). */
export async function findLiveEvent(db: Executor, key: string): Promise<EventRow> {
  const event = await findEventByKey(db, key, registrationCounts);
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

/** What registrations read without changing anything: the caller's own, staff lists, files. */
export function createRegistrationReads({
  database,
  publicUrl,
}: {
  database: DatabaseHandle;
  publicUrl: string;
}) {
  const { db } = database;
  /** Staff see the registrations of deleted events too. */
  async function anyEvent(key: string): Promise<EventRow> {
    const event = await findEventByKey(db, key, registrationCounts);
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

    /** registrations.csv: every registration of the event, oldest first (found before a byte goes out). */
    async csv(key: string): Promise<{ name: string; body: Readable }> {
      const event = await anyEvent(key);
      return {
        name: `${safeFileName(event.uniqueNameForUrl)}-registrations`,
        body: streamCsv(database, registrationsCsvSource(event.id)),
      };
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
