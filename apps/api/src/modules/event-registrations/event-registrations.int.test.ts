import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, REGISTRATION_MESSAGES as M, type Registration } from '@kaksha/shared';
import { queryRows } from '../../infra/database/database';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  bearer,
  signInAs,
  signUpAndLogIn,
  uniqueEmail,
  type SignedIn,
} from '../../../test/accounts';
import { events, type EventRow } from '../events/events.table';
import { eventRegistrations } from './event-registrations.table';
import { insertEvent, tokenIn } from './event-registrations.test-support';
import { mailsTo, type ParsedMail } from '../../../test/mail-sink';

let t: TestApp;
beforeAll(async () => {
  // Many visitors register from this one test client: the per-address limit has its own test.
  t = await createTestApp({ REGISTRATION_MAILS_PER_ADDRESS_PER_HOUR: '10000' });
});
afterAll(() => t.close());

const base = '/api/v1.5/events';
const register = (event: EventRow | string, body: object = {}, account?: SignedIn) =>
  t.app.inject({
    method: 'POST',
    url: `${base}/${typeof event === 'string' ? event : event.id}/registrations`,
    headers: account ? bearer(account.accessToken) : {},
    payload: body,
  });
const withToken = (action: 'confirm' | 'cancel', token: string) =>
  t.app.inject({ method: 'POST', url: `${base}/registrations/${action}`, payload: { token } });
const mine = (event: EventRow, account: SignedIn, method: 'GET' | 'DELETE' = 'GET') =>
  t.app.inject({
    method,
    url: `${base}/${event.id}/registrations/me`,
    headers: bearer(account.accessToken),
  });
const staffList = async (event: EventRow, account: SignedIn): Promise<Registration[]> => {
  const res = await t.app.inject({
    url: `${base}/${event.id}/registrations`,
    headers: bearer(account.accessToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
// Sign-up's e-mail verification link aside: these are the event's mails.
const mails = (email: string) =>
  mailsTo(t.config.dataDir, email).filter(
    (m) => m.subject !== 'Confirm your e-mail address for Kaksha',
  );
const invite = (mail: ParsedMail) =>
  mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));

describe('a signed-in learner', () => {
  it('gets a seat, the e-mail with the calendar invite, and can cancel and come back', async () => {
    const event = await insertEvent(t.database.db, {
      startsAt: new Date('2031-03-05T13:30:00Z'),
      heading: 'Careers in ML',
    });
    const learner = await signUpAndLogIn(t.app, 'Meera Iyer');

    const res = await register(event, {}, learner);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      message: M.confirmed,
      registration: {
        id: expect.any(String),
        eventId: event.id,
        name: 'Meera Iyer',
        email: learner.email.toLowerCase(),
        status: 'confirmed',
        waitlistPosition: null,
        createdAt: expect.any(String),
      },
    });

    const [mail] = mails(learner.email);
    expect(mail!.subject).toBe("You're registered: Careers in ML");
    expect(mail!.text).toContain('Hi Meera,');
    expect(mail!.text).toContain('When: March 5, 2031, 7:00 PM IST');
    expect(mail!.text).toContain(`http://localhost:3000/events/${event.uniqueNameForUrl}`);
    const ics = invite(mail!);
    expect(ics?.disposition).toContain(`filename=${event.uniqueNameForUrl}.ics`);
    expect(ics?.content).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata');
    expect(ics?.content).toContain('DTSTART;TZID=Asia/Kolkata:20310305T190000');
    expect(ics?.content).toContain(`UID:${event.uuid}@kaksha`);

    expect((await mine(event, learner)).json()).toMatchObject({ status: 'confirmed' });
    const again = await register(event, {}, learner);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: M.alreadyRegistered,
      code: 'ALREADY_REGISTERED',
    });

    const someoneElse = await signUpAndLogIn(t.app, 'Ravi Kumar');
    // Not registered is an answer, not an error: null (no 404 in every learner's console).
    const theirs = await mine(event, someoneElse);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toBeNull();
    expect((await mine(event, someoneElse, 'DELETE')).statusCode).toBe(404);

    const cancelled = await mine(event, learner, 'DELETE');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: M.cancelled,
      registration: { status: 'cancelled' },
    });
    expect((await mine(event, learner, 'DELETE')).json().registration.status).toBe('cancelled');

    const back = await register(event, {}, learner);
    expect(back.statusCode).toBe(201);
    expect(back.json().registration).toMatchObject({
      id: res.json().registration.id,
      status: 'confirmed',
    });
  });
});

describe('a visitor', () => {
  it('must give a name and a valid e-mail address', async () => {
    const event = await insertEvent(t.database.db);
    const noName = await register(event, { name: '  ', email: uniqueEmail() });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ message: M.nameRequired, code: 'NAME_REQUIRED' });
    for (const email of [undefined, '', 'not-an-address', 'a@b']) {
      const res = await register(event, { name: 'Asha', email });
      expect(res.statusCode, String(email)).toBe(400);
      expect(res.json().message).toBe(M.emailInvalid);
    }
  });

  it('is pending until the e-mailed link confirms the address, then holds a seat', async () => {
    const event = await insertEvent(t.database.db, { capacity: 10 });
    const email = uniqueEmail('Visitor');
    const res = await register(event, { name: ' Asha Rao ', email });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: M.pending,
      registration: { name: 'Asha Rao', email: email.toLowerCase(), status: 'pending' },
    });

    // Registering again while pending sends the link again: no second row, a fresh token.
    const again = await register(event, { name: 'Asha Rao', email: email.toUpperCase() });
    expect(again.statusCode).toBe(200);
    expect(again.json().registration.id).toBe(res.json().registration.id);
    const sent = mails(email.toLowerCase());
    expect(sent).toHaveLength(2);
    expect(sent[0]!.subject).toBe(`Please confirm your place at ${event.heading}`);
    expect(invite(sent[0]!)).toBeUndefined();
    const tokens = sent.map((m) => tokenIn(m, 'confirm'));
    const current = await t.database.db
      .select({ tokenHash: eventRegistrations.tokenHash })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, res.json().registration.id));
    expect(current[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens).not.toContain(current[0]!.tokenHash);
    const usable = await Promise.all(tokens.map((token) => withToken('confirm', token)));
    const ok = usable.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(usable.find((r) => r.statusCode !== 200)!.json()).toMatchObject({
      message: M.tokenInvalid,
      code: 'REGISTRATION_TOKEN_INVALID',
    });
    expect(ok[0]!.json()).toMatchObject({
      message: M.confirmed,
      registration: { status: 'confirmed' },
    });

    const token = tokens[usable.indexOf(ok[0]!)]!;
    const twice = await withToken('confirm', token);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().registration.status).toBe('confirmed');

    const confirmation = mails(email.toLowerCase()).filter((m) =>
      m.subject.startsWith("You're registered"),
    );
    expect(confirmation).toHaveLength(1);
    expect(invite(confirmation[0]!)?.content).toContain('DTSTART;TZID=Asia/Kolkata:');
    expect(tokenIn(confirmation[0]!, 'cancel')).toBe(token);

    expect((await register(event, { name: 'Asha', email })).statusCode).toBe(409);
    const cancelled = await withToken('cancel', token);
    expect(cancelled.json()).toMatchObject({
      message: M.cancelled,
      registration: { status: 'cancelled' },
    });
    expect((await withToken('confirm', token)).statusCode).toBe(400);

    const back = await register(event, { name: 'Asha R.', email });
    expect(back.statusCode).toBe(201);
    expect(back.json().registration).toMatchObject({
      id: res.json().registration.id,
      status: 'pending',
      name: 'Asha R.',
    });
  });

  it('refuses unknown tokens', async () => {
    for (const action of ['confirm', 'cancel'] as const) {
      const res = await withToken(action, 'x'.repeat(43));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.tokenInvalid);
    }
  });

  it('cannot have more than five e-mails sent to one address in an hour', async () => {
    const event = await insertEvent(t.database.db);
    const email = uniqueEmail();
    for (let i = 0; i < 5; i += 1)
      expect((await register(event, { name: 'Asha', email })).statusCode).toBeLessThan(300);
    const res = await register(event, { name: 'Asha', email });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(M.tooManyEmails);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(mails(email)).toHaveLength(5);
  });
});

describe('capacity and the waiting list', () => {
  it('never gives more seats than the capacity, and a cancellation promotes the next in line', async () => {
    const event = await insertEvent(t.database.db, { capacity: 2 });
    const learners: SignedIn[] = [];
    for (let i = 1; i <= 5; i += 1) learners.push(await signUpAndLogIn(t.app, `Learner ${i}`));
    const answers = await Promise.all(learners.map((l) => register(event, {}, l)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const statuses = answers.map((a) => a.json().registration.status);
    expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(2);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(3);
    expect(answers.filter((a) => a.json().message === M.waitlisted)).toHaveLength(3);

    const staff = await signInAs(t.app, t.database, 'EVENTS');
    const list = await staffList(event, staff);
    expect(list).toHaveLength(5);
    const line = list
      .filter((r) => r.status === 'waitlisted')
      .sort((a, b) => a.waitlistPosition! - b.waitlistPosition!);
    expect(line.map((r) => r.waitlistPosition)).toEqual([1, 2, 3]);
    const byEmail = (email: string) => learners.find((l) => l.email.toLowerCase() === email)!;
    const waitlistedMail = mails(byEmail(line[0]!.email).email)[0]!;
    expect(waitlistedMail.subject).toBe(`You're on the waiting list: ${event.heading}`);
    expect(waitlistedMail.text).toContain('number 1 in line');

    // A waitlisted learner leaving frees no seat; a seated one leaving promotes the first in line.
    expect((await mine(event, byEmail(line[2]!.email), 'DELETE')).statusCode).toBe(200);
    const seated = list.find((r) => r.status === 'confirmed')!;
    expect((await mine(event, byEmail(seated.email), 'DELETE')).statusCode).toBe(200);

    const after = await staffList(event, staff);
    expect(
      after
        .filter((r) => r.status === 'confirmed')
        .map((r) => r.email)
        .sort(),
    ).toEqual([line[0]!.email, list.filter((r) => r.status === 'confirmed')[1]!.email].sort());
    expect(after.find((r) => r.email === line[1]!.email)).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });
    const promoted = mails(byEmail(line[0]!.email).email).find((m) =>
      m.subject.startsWith('A seat opened up'),
    )!;
    expect(promoted.subject).toBe(`A seat opened up: you're registered for ${event.heading}`);
    expect(invite(promoted)?.content).toContain('TZID=Asia/Kolkata');
    expect((await mine(event, byEmail(line[0]!.email))).json().status).toBe('confirmed');
    const [{ seats }] = (await queryRows<{ seats: number }>(
      t.database.db,
      sql`select count(*)::int as seats from event_registrations
          where event_id = ${event.id} and status = 'confirmed'`,
    )) as [{ seats: number }];
    expect(seats).toBe(2);
  });

  it('a confirming visitor goes to the waiting list when the seats are gone meanwhile', async () => {
    const event = await insertEvent(t.database.db, { capacity: 1 });
    const email = uniqueEmail();
    await register(event, { name: 'Asha', email });
    expect(
      (await register(event, {}, await signUpAndLogIn(t.app))).json().registration.status,
    ).toBe('confirmed');
    const res = await withToken('confirm', tokenIn(mails(email)[0]!, 'confirm'));
    expect(res.json()).toMatchObject({
      message: M.waitlisted,
      registration: { status: 'waitlisted', waitlistPosition: 1 },
    });
  });
});

describe('events that take no registrations here', () => {
  it('refuses external, inactive, started, deleted and unknown events', async () => {
    const learner = await signUpAndLogIn(t.app);
    const cases: Array<[Partial<EventRow>, number, string]> = [
      [{ enrollLink: 'https://forms.example.in/meetup' }, 409, M.external],
      [{ isActive: false }, 409, M.notOpen],
      [{ startsAt: new Date(Date.now() - 60_000) }, 409, M.notOpen],
      [{ isDeleted: true }, 404, EVENT_MESSAGES.notFound],
    ];
    for (const [values, status, message] of cases) {
      const event = await insertEvent(t.database.db, values);
      for (const res of [
        await register(event, {}, learner),
        await register(event, { name: 'Asha', email: uniqueEmail() }),
      ]) {
        expect(res.statusCode, JSON.stringify(values)).toBe(status);
        expect(res.json().message).toBe(message);
      }
    }
    const unknown = await register('no-such-event', {}, learner);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(EVENT_MESSAGES.notFound);
  });

  it('does not confirm a pending registration once the event is closed', async () => {
    const event = await insertEvent(t.database.db);
    const email = uniqueEmail();
    await register(event, { name: 'Asha', email });
    await t.database.db.update(events).set({ isActive: false }).where(eq(events.id, event.id));
    const res = await withToken('confirm', tokenIn(mails(email)[0]!, 'confirm'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.notOpen);
  });
});

describe('staff views', () => {
  it('lists and exports registrations to EVENTS and ADMIN only, CSV-injection safe', async () => {
    const event = await insertEvent(t.database.db, { uniqueNameForUrl: `csv-${Date.now()}` });
    await register(event, { name: '=HYPERLINK("http://evil.example","x")', email: uniqueEmail() });
    await register(event, {}, await signUpAndLogIn(t.app, 'Asha, Rao'));
    const urls = [`${base}/${event.id}/registrations`, `${base}/${event.id}/registrations.csv`];
    const roles = { USER: 403, SALES: 403, EVENTS: 200, ADMIN: 200 } as const;
    for (const url of urls) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      for (const [role, status] of Object.entries(roles)) {
        const account = await signInAs(t.app, t.database, role as keyof typeof roles);
        const res = await t.app.inject({ url, headers: bearer(account.accessToken) });
        expect(res.statusCode, `${role} ${url}`).toBe(status);
      }
    }
    const staff = await signInAs(t.app, t.database, 'EVENTS');
    const csv = await t.app.inject({ url: urls[1]!, headers: bearer(staff.accessToken) });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="${event.uniqueNameForUrl}-registrations.csv"`,
    );
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.body.slice(1).split('\n');
    expect(lines[0]).toBe('"name","email","status","waitlistPosition","registeredAt"');
    expect(lines[1]).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)","[^"]+","pending",,"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\+05:30"$/,
    );
    expect(lines[2]).toMatch(/^"Asha, Rao","[^"]+","confirmed",,/);
    const missing = await t.app.inject({
      url: `${base}/no-such-event/registrations`,
      headers: bearer(staff.accessToken),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the calendar file', () => {
  it('is the event in its own time zone, by id or slug; unknown and deleted events are 404', async () => {
    const event = await insertEvent(t.database.db, { startsAt: new Date('2031-01-10T04:00:00Z') });
    for (const key of [String(event.id), event.uniqueNameForUrl, event.uuid]) {
      const res = await t.app.inject({ url: `${base}/${key}/calendar.ics` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${event.uniqueNameForUrl}.ics"`,
      );
      expect(res.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata');
      expect(res.body).toContain('DTSTART;TZID=Asia/Kolkata:20310110T093000');
      expect(res.body).toContain('DTEND;TZID=Asia/Kolkata:20310110T103000');
      expect(res.body).toContain(`SUMMARY:${event.heading}`);
    }
    const deleted = await insertEvent(t.database.db, { isDeleted: true });
    expect((await t.app.inject({ url: `${base}/${deleted.id}/calendar.ics` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: `${base}/nothing-here/calendar.ics` })).statusCode).toBe(404);
  });
});
