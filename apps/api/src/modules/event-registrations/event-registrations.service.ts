import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  REGISTRATION_MESSAGES as M,
  type Registration,
  type RegistrationStatus,
} from '@kaksha/shared';
import type { DatabaseHandle, Transaction } from '../../infra/database/database';
import { badRequest, conflict, notFound, unauthorized } from '../../core/app-error';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import { createVisitorMailLimit, type RegistrationMailLimits } from './visitor-mail-limits';
import type { Mailer, MailMessage } from '../../infra/mail/mailer';
import type { Caller } from '../../core/caller';
import { findUserById } from '../users';
import { lockEvent } from '../events';
import type { EventRow } from '../events';
import {
  buildConfirmedMail,
  buildPendingMail,
  buildWaitlistedMail,
  eventPageUrl,
} from './registration-mail';
import {
  createRegistrationReads,
  eventNotFound,
  findLiveEvent,
  toRegistration,
} from './registration-reads';
import {
  countConfirmed,
  findRegistrationByEmail,
  findRegistrationById,
  findRegistrationByTokenHash,
  findRegistrationOfUser,
  insertRegistration,
  oldestWaitlisted,
  updateRegistration,
  waitlistPositionOf,
  type RegistrationRow,
} from './event-registrations.repository';

export type RegistrationOutcome = { registration: Registration; message: string };
export type RegistrationBody = { name?: string; email?: string };

const isEmail = z.email();

/** A name as one line: runs of white space (line breaks too) become one space. */
const oneLine = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
const tokenInvalid = () => badRequest(M.tokenInvalid, 'REGISTRATION_TOKEN_INVALID');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Open for registration: active, not started, and not registering on a page of its own. */
function assertOpen(event: EventRow, now: Date) {
  if (event.isDeleted) throw eventNotFound();
  if (!event.isActive || event.startsAt.getTime() <= now.getTime())
    throw conflict(M.notOpen, 'REGISTRATION_CLOSED');
  if (event.enrollLink) throw conflict(M.external, 'REGISTRATION_EXTERNAL');
}

/**
 * Registrations for events without an enrollLink. Every change of who holds a seat runs in one
 * transaction holding the event row's lock, so the capacity holds under parallel requests and a seat
 * freed by a cancellation goes to the next in line in that same transaction. E-mails go after commit.
 */
export function createRegistrationsService(deps: {
  database: DatabaseHandle;
  mailer: Mailer;
  /** The shared limiter (PostgreSQL, or Redis with REDIS_URL), like every other limit. */
  rateLimiter: RateLimiter;
  publicUrl: string;
  log: FastifyBaseLogger;
  limits?: RegistrationMailLimits;
}) {
  const { database, mailer, log, publicUrl, rateLimiter: limiter } = deps;
  const { db } = database;
  const limitVisitorMail = createVisitorMailLimit(limiter, deps.limits);

  async function deliver(messages: MailMessage[]) {
    for (const message of messages) {
      try {
        await mailer.send(message);
      } catch (error) {
        log.warn({ err: error, subject: message.subject }, 'registration e-mail not sent');
      }
    }
  }

  async function lockedEvent(tx: Transaction, id: number): Promise<EventRow> {
    const event = await lockEvent(tx, id);
    if (!event) throw eventNotFound();
    return event;
  }

  /** The status a registration gets now: a free seat, or the waiting list. */
  async function seatFor(tx: Transaction, event: EventRow): Promise<'confirmed' | 'waitlisted'> {
    if (event.capacity === null) return 'confirmed';
    return (await countConfirmed(tx, event.id)) < event.capacity ? 'confirmed' : 'waitlisted';
  }

  /** Gives freed seats to the waiting list, oldest first (the caller holds the event's lock). */
  async function promote(tx: Transaction, event: EventRow, now: Date) {
    const promoted: RegistrationRow[] = [];
    if (event.isDeleted || !event.isActive || event.startsAt.getTime() <= now.getTime())
      return promoted;
    while ((await seatFor(tx, event)) === 'confirmed') {
      const next = await oldestWaitlisted(tx, event.id);
      if (!next) break;
      promoted.push(await updateRegistration(tx, next.id, { status: 'confirmed' }));
    }
    return promoted;
  }

  const promotedMails = (event: EventRow, rows: RegistrationRow[]) =>
    rows.map((row) => buildConfirmedMail(row, event, publicUrl, { promoted: true }));

  /** The e-mail for the registration's new status, with the links its token opens. */
  function statusMail(
    event: EventRow,
    row: RegistrationRow,
    position: number | null,
    token: string,
  ) {
    // The token rides in the fragment, which no browser sends: it never reaches a request log,
    // a proxy's log or a Referer header.
    const link = (action: string) =>
      eventPageUrl(publicUrl, event.uniqueNameForUrl, `#${action}=${token}`);
    if (row.status === 'pending')
      return buildPendingMail(row, event, {
        confirmUrl: link('confirm'),
        cancelUrl: link('cancel'),
      });
    if (row.status === 'waitlisted')
      return buildWaitlistedMail(row, event, publicUrl, { position, cancelUrl: link('cancel') });
    return buildConfirmedMail(row, event, publicUrl, { cancelUrl: link('cancel') });
  }

  async function outcomeOf(tx: Transaction, row: RegistrationRow) {
    const position = await waitlistPositionOf(tx, row);
    return { row, position, registration: toRegistration(row, position) };
  }

  /** Who is registering: the signed-in account, or the visitor's name and e-mail address. */
  async function identify(
    body: RegistrationBody,
    caller: Caller | null,
    eventId: number,
    clientAddress: string | null,
  ) {
    if (caller) {
      const user = await findUserById(db, caller.id);
      if (!user) throw unauthorized();
      const email = user.email.toLowerCase();
      const name = oneLine(user.name) || oneLine(body.name) || email.split('@')[0]!;
      return { userId: user.id, name: name.slice(0, 100), email };
    }
    const name = oneLine(body.name);
    if (!name) throw badRequest(M.nameRequired, 'NAME_REQUIRED');
    const email = (body.email ?? '').trim().toLowerCase();
    if (!isEmail.safeParse(email).success) throw badRequest(M.emailInvalid, 'EMAIL_INVALID');
    await limitVisitorMail(eventId, clientAddress, email);
    return { userId: null, name, email };
  }

  /** Cancels (the event is locked) and hands a freed seat on. */
  async function cancelLocked(tx: Transaction, event: EventRow, row: RegistrationRow) {
    if (row.status === 'cancelled') return { ...(await outcomeOf(tx, row)), mails: [] };
    const wasSeated = row.status === 'confirmed';
    const cancelled = await updateRegistration(tx, row.id, { status: 'cancelled' });
    const promoted = wasSeated ? await promote(tx, event, new Date()) : [];
    return { ...(await outcomeOf(tx, cancelled)), mails: promotedMails(event, promoted) };
  }

  return {
    ...createRegistrationReads({ database, publicUrl }),

    /**
     * Registers the caller (a seat, or the waiting list) or a visitor (pending until the e-mailed
     * link is opened). `created` is false when a pending visitor only got the e-mail again.
     */
    async register(
      key: string,
      body: RegistrationBody,
      caller: Caller | null,
      clientAddress: string | null = null,
    ): Promise<RegistrationOutcome & { created: boolean }> {
      const now = new Date();
      const found = await findLiveEvent(db, key);
      assertOpen(found, now);
      const who = await identify(body, caller, found.id, clientAddress);
      const token = randomBytes(32).toString('base64url');
      const result = await db.transaction(async (tx) => {
        const event = await lockedEvent(tx, found.id);
        assertOpen(event, now);
        const existing = who.userId
          ? await findRegistrationOfUser(tx, event.id, { id: who.userId, email: who.email })
          : await findRegistrationByEmail(tx, event.id, who.email);
        if (existing?.status === 'confirmed' || existing?.status === 'waitlisted')
          throw conflict(M.alreadyRegistered, 'ALREADY_REGISTERED');
        const status: RegistrationStatus = who.userId ? await seatFor(tx, event) : 'pending';
        const values = {
          name: who.name,
          status,
          tokenHash: hashToken(token),
          reminderClaimedAt: null,
          reminderSentAt: null,
          ...(who.userId ? { userId: who.userId } : {}),
        };
        const row = existing
          ? await updateRegistration(tx, existing.id, values)
          : await insertRegistration(tx, { eventId: event.id, email: who.email, ...values });
        return { event, created: existing?.status !== 'pending', ...(await outcomeOf(tx, row)) };
      });
      await deliver([statusMail(result.event, result.row, result.position, token)]);
      return {
        registration: result.registration,
        message: M[result.row.status as RegistrationStatus],
        created: result.created,
      };
    },

    /** A visitor's e-mailed link: pending becomes a seat or a place in line (again: no change). */
    async confirm(token: string): Promise<RegistrationOutcome> {
      const tokenHash = hashToken(token);
      const result = await db.transaction(async (tx) => {
        const found = await findRegistrationByTokenHash(tx, tokenHash);
        if (!found) throw tokenInvalid();
        const event = await lockedEvent(tx, found.eventId);
        const row = await findRegistrationById(tx, found.id);
        if (!row || row.tokenHash !== tokenHash || row.status === 'cancelled') throw tokenInvalid();
        if (row.status !== 'pending')
          return { event, changed: false, ...(await outcomeOf(tx, row)) };
        assertOpen(event, new Date());
        const updated = await updateRegistration(tx, row.id, { status: await seatFor(tx, event) });
        return { event, changed: true, ...(await outcomeOf(tx, updated)) };
      });
      if (result.changed)
        await deliver([statusMail(result.event, result.row, result.position, token)]);
      return {
        registration: result.registration,
        message: M[result.row.status as RegistrationStatus],
      };
    },

    /** A cancel link: the registration ends and its seat goes to the next in line. */
    async cancel(token: string): Promise<RegistrationOutcome> {
      const tokenHash = hashToken(token);
      const result = await db.transaction(async (tx) => {
        const found = await findRegistrationByTokenHash(tx, tokenHash);
        if (!found) throw tokenInvalid();
        const event = await lockedEvent(tx, found.eventId);
        const row = await findRegistrationById(tx, found.id);
        if (!row || row.tokenHash !== tokenHash) throw tokenInvalid();
        return cancelLocked(tx, event, row);
      });
      await deliver(result.mails);
      return { registration: result.registration, message: M.cancelled };
    },

    async cancelMine(key: string, caller: Caller): Promise<RegistrationOutcome> {
      const { id } = await findLiveEvent(db, key);
      const result = await db.transaction(async (tx) => {
        const event = await lockedEvent(tx, id);
        const row = await findRegistrationOfUser(tx, id, caller);
        if (!row) throw notFound(M.notRegistered, 'NOT_REGISTERED');
        return cancelLocked(tx, event, row);
      });
      await deliver(result.mails);
      return { registration: result.registration, message: M.cancelled };
    },

    /** Seats freed another way (a larger capacity) go to the waiting list, oldest first. */
    async fillSeats(eventId: number): Promise<number> {
      const result = await db.transaction(async (tx) => {
        const event = await lockEvent(tx, eventId);
        if (!event) return { event, promoted: [] };
        return { event, promoted: await promote(tx, event, new Date()) };
      });
      if (result.event) await deliver(promotedMails(result.event, result.promoted));
      return result.promoted.length;
    },
  };
}
export type RegistrationsService = ReturnType<typeof createRegistrationsService>;
