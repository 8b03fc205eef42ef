import {
  EVENT_LENGTH_MINUTES,
  EVENT_MESSAGES,
  toEventInstant,
  UPLOAD_FIELD_OF_KIND,
  UPLOAD_KINDS,
  type Event,
  type EventFields,
  type JsonPatch,
  type UploadKind,
} from '@kaksha/shared';
import type { DatabaseHandle, Executor } from '../../infra/database/database';
import type { Readable } from 'node:stream';
import { isUniqueViolation } from '../../infra/database/postgres-errors';
import { badRequest, notFound } from '../../core/app-error';
import type { InvalidationBus } from '../../infra/invalidation/invalidation-bus';
import { streamCsv } from '../../infra/staff-lists/csv-export';
import { decodeCursor, pageOf } from '../../infra/staff-lists/keyset';
import { recordAudit } from '../audit';
import type { Caller } from '../../core/caller';
import { applyEventPatch } from './event-patch';
import { eventSlug, toEvent } from './event-mapping';
import { createEventListCache } from './event-list-cache';
import {
  findEventByKey,
  isEventFileKey,
  insertEvent,
  isSlugTaken,
  listEvents,
  lockEvent,
  updateEvent,
  EVENT_KEYSET,
  eventsCsvSource,
  type EventWithCounts,
  type RegistrationCounts,
} from './events.repository';
import type { EventRow, NewEventRow } from './events.table';

/** What the events module needs from uploads: turn an uploaded file into a published image. */
export type ImagePublisher = {
  publish(key: string, kind: UploadKind): Promise<{ url: string }>;
};

export type EventPage = { events: Event[]; nextCursor?: string };

const IMAGE_COLUMNS = {
  'banner-pc': { key: 'bannerPcKey', url: 'bannerPcUrl' },
  'banner-mobile': { key: 'bannerMobileKey', url: 'bannerMobileUrl' },
  speaker: { key: 'speakerImageKey', url: 'speakerImageUrl' },
} as const satisfies Record<UploadKind, { key: keyof EventRow; url: keyof EventRow }>;

const eventNotFound = () => notFound(EVENT_MESSAGES.notFound, 'EVENT_NOT_FOUND');
/** Every event write empties the public lists of every instance as it commits (ADR 0011). */
const EVENTS_CHANGED = [{ cache: 'events' }] as const;

export function createEventsService({
  database,
  images,
  bus,
  registrationCounts,
  now = () => new Date(),
}: {
  database: DatabaseHandle;
  images: ImagePublisher;
  bus: InvalidationBus;
  /** The event-registrations module's counts (it owns registrations and depends on this module). */
  registrationCounts: RegistrationCounts;
  now?: () => Date;
}) {
  const { db } = database;
  const endedBefore = () => new Date(now().getTime() - EVENT_LENGTH_MINUTES * 60_000);

  async function page(
    filter: { active?: boolean; includeDeleted?: boolean },
    cursor: string | undefined,
    limit: number,
  ): Promise<EventPage> {
    const rows = await listEvents(
      db,
      {
        ...filter,
        endedBefore: endedBefore(),
        after: cursor ? decodeCursor(cursor, EVENT_KEYSET.idType) : undefined,
        limit: limit + 1,
      },
      registrationCounts,
    );
    const shown = pageOf(rows, limit);
    return {
      events: shown.rows.map((row) => publicView(row, filter.includeDeleted === true)),
      nextCursor: shown.nextCursor ?? undefined,
    };
  }

  /** The public sees an event as open only until it is over; staff see the flag they set. */
  function publicView(row: EventWithCounts, staff: boolean): Event {
    const event = toEvent(row);
    if (!staff) event.isActive = row.isActive && row.startsAt > endedBefore();
    return event;
  }

  const cache = createEventListCache(
    (active, cursor, limit) =>
      page({ active }, cursor, limit).then((result) => ({
        json: JSON.stringify(result.events),
        nextCursor: result.nextCursor,
      })),
    { bus },
  );

  /** New values for the image columns: '' clears, the current link or key keeps, a new key publishes. */
  async function resolveImages(
    fields: EventFields,
    current: EventRow | undefined,
  ): Promise<Partial<NewEventRow>> {
    const changes: Partial<NewEventRow> = {};
    for (const kind of UPLOAD_KINDS) {
      const value = fields[UPLOAD_FIELD_OF_KIND[kind]];
      const columns = IMAGE_COLUMNS[kind];
      if (current && (value === current[columns.url] || value === current[columns.key])) continue;
      if (value === '') {
        if (current) Object.assign(changes, { [columns.key]: '', [columns.url]: '' });
        continue;
      }
      const { url } = await images.publish(value, kind);
      Object.assign(changes, { [columns.key]: value, [columns.url]: url });
    }
    return changes;
  }

  function startOf(fields: EventFields): Date {
    const instant = toEventInstant(fields.date, fields.timeZone);
    if (!instant) throw badRequest(`date: ${EVENT_MESSAGES.dateInvalid}`, 'EVENT_INVALID');
    return instant;
  }

  function plainColumns(fields: EventFields, startsAt: Date): Partial<NewEventRow> {
    return {
      heading: fields.heading,
      subHeading: fields.subHeading,
      description: fields.description,
      startsAt,
      timeZone: fields.timeZone,
      mode: fields.mode,
      enrollLink: fields.enrollLink,
      speakerName: fields.speakerName,
      aboutSpeaker: fields.aboutSpeaker,
      speakerSocial: fields.speakerSocial,
      speakerExperience: fields.speakerExperience,
      youtubeLink: fields.youtubeLink,
      isActive: fields.isActive,
      capacity: fields.capacity,
    };
  }

  /** A free slug: the heading and day, then -2, -3 … when taken. */
  async function freeSlug(tx: Executor, base: string): Promise<string> {
    for (let n = 1; n < 1000; n += 1) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!(await isSlugTaken(tx, candidate))) return candidate;
    }
    return `${base}-${Date.now().toString(36)}`;
  }

  async function requireEvent(key: string): Promise<EventWithCounts> {
    const row = await findEventByKey(db, key, registrationCounts);
    if (!row) throw eventNotFound();
    return row;
  }

  return {
    /** One page of the public list, as JSON text (cached briefly, like the catalogue). */
    listPublicJson(active: boolean | undefined, cursor: string | undefined, limit: number) {
      if (cursor) decodeCursor(cursor, EVENT_KEYSET.idType);
      return cache.get(active, cursor, limit);
    },

    /** The pages of the open events (their slug, else their id), for the sitemap. */
    /** True when some event's image field holds this uploaded file's key (uploads asks). */
    isEventFileKey(key: string): Promise<boolean> {
      return isEventFileKey(db, key);
    },

    async listOpenEventPaths(): Promise<string[]> {
      const paths: string[] = [];
      let cursor: string | undefined;
      do {
        const result = await page({ active: true }, cursor, 100);
        for (const event of result.events)
          paths.push(`/events/${encodeURIComponent(event.uniqueNameForUrl || String(event.id))}`);
        cursor = result.nextCursor;
      } while (cursor && paths.length < 5_000);
      return paths;
    },

    async getPublic(key: string): Promise<Event> {
      const row = await requireEvent(key);
      if (row.isDeleted) throw eventNotFound();
      return publicView(row, false);
    },

    listAll(cursor: string | undefined, limit: number): Promise<EventPage> {
      return page({ includeDeleted: true }, cursor, limit);
    },

    async create(caller: Caller, fields: EventFields): Promise<Event> {
      const startsAt = startOf(fields);
      const images = await resolveImages(fields, undefined);
      const base = eventSlug(fields.heading, startsAt, fields.timeZone);
      for (let attempt = 0; ; attempt += 1) {
        try {
          const created = await bus.transaction(db, EVENTS_CHANGED, async (tx) => {
            const row = await insertEvent(tx, {
              ...plainColumns(fields, startsAt),
              ...images,
              heading: fields.heading,
              startsAt,
              uniqueNameForUrl: await freeSlug(tx, base),
              createdBy: caller.id,
            });
            const event = toEvent(row);
            await recordAudit(tx, caller, {
              action: 'event.create',
              entityType: 'event',
              entityId: row.id,
              after: event,
            });
            return event;
          });
          return created;
        } catch (error) {
          // Two staff saving the same heading and day at once: the unique slug index decides.
          if (attempt < 3 && isUniqueViolation(error)) continue;
          throw error;
        }
      }
    },

    async patch(caller: Caller, key: string, patch: JsonPatch): Promise<Event> {
      const found = await requireEvent(key);
      const updated = await bus.transaction(db, EVENTS_CHANGED, async (tx) => {
        const current = await lockEvent(tx, found.id);
        if (!current) throw eventNotFound();
        const fields = applyEventPatch(current, patch);
        const changes = {
          ...plainColumns(fields, startOf(fields)),
          ...(await resolveImages(fields, current)),
        };
        const row = (await updateEvent(tx, current.id, changes))!;
        await recordAudit(tx, caller, {
          action: 'event.update',
          entityType: 'event',
          entityId: row.id,
          before: toEvent(current),
          after: toEvent(row),
        });
        return row;
      });
      return toEvent((await findEventByKey(db, String(updated.id), registrationCounts)) ?? updated);
    },

    async setDeleted(caller: Caller, key: string, isDeleted: boolean): Promise<Event> {
      const found = await requireEvent(key);
      await bus.transaction(db, EVENTS_CHANGED, async (tx) => {
        const current = await lockEvent(tx, found.id);
        if (!current) throw eventNotFound();
        if (current.isDeleted === isDeleted) return;
        const row = (await updateEvent(tx, current.id, { isDeleted }))!;
        await recordAudit(tx, caller, {
          action: isDeleted ? 'event.delete' : 'event.undelete',
          entityType: 'event',
          entityId: row.id,
          before: toEvent(current),
          after: toEvent(row),
        });
      });
      return toEvent(await requireEvent(String(found.id)));
    },

    /** events.csv (spec §3 columns) of every event, deleted ones included, as the staff list shows. */
    exportCsv: (): Readable => streamCsv(database, eventsCsvSource()),
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
