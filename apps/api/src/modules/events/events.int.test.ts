import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { eventListSchema, eventSchema, type Event } from '@kaksha/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signInAs, type SignedIn } from '../../../test/accounts';
import { auditLog } from '../audit/audit.table';
import { solidImage } from '../../../test/test-images';

let t: TestApp;
let staff: SignedIn;
let admin: SignedIn;
let learner: SignedIn;
let sales: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInAs(t.app, t.database, 'EVENTS');
  admin = await signInAs(t.app, t.database, 'ADMIN');
  learner = await signInAs(t.app, t.database, 'USER');
  sales = await signInAs(t.app, t.database, 'SALES');
});
afterAll(() => t.close());

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
let counter = 0;

async function createEvent(body: Record<string, unknown> = {}, token = staff.accessToken) {
  counter += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1.5/events',
    headers: bearer(token),
    payload: {
      eventMode: 'Online',
      heading: `React 19 in practice ${counter}`,
      subHeading: 'Server components without the hype',
      description: 'A live walk-through.\nBring questions.',
      date: inDays(3),
      speakerName: 'Meera Iyer',
      aboutSpeaker: 'Front-end lead.',
      speakerSocialLink: 'https://www.linkedin.com/in/meera',
      speakerExperienceDetails: '9 years',
      youtubeLink: '',
      enrollLink: '',
      isActive: 'Yes',
      ...body,
    },
  });
  return res;
}

async function created(body: Record<string, unknown> = {}): Promise<Event> {
  const res = await createEvent(body);
  expect(res.statusCode, res.body).toBe(201);
  return eventSchema.parse(res.json());
}

function patch(id: string | number, ops: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/v1.5/events/${id}`,
    headers: {
      ...bearer(staff.accessToken),
      'content-type': 'application/json-patch+json',
      ...headers,
    },
    payload: JSON.stringify(ops),
  });
}

const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1.5/events${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return eventListSchema.parse(res.json());
};

describe('POST /api/v1.5/events', () => {
  it('creates an event from the spec form fields, with a slug, its zone and an audit entry', async () => {
    const event = await created({
      heading: '  Intro to   Machine Learning! ',
      date: '2031-03-05T19:00',
      timeZone: 'Asia/Kolkata',
    });
    expect(event).toMatchObject({
      heading: 'Intro to   Machine Learning!',
      date: '2031-03-05T13:30:00.000Z',
      timeZone: 'Asia/Kolkata',
      mode: 'Online',
      speakerSocial: 'https://www.linkedin.com/in/meera',
      speakerExperience: '9 years',
      isActive: true,
      isDeleted: false,
      uniqueNameForUrl: 'intro-to-machine-learning-2031-03-05',
      registeredCount: 0,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(event.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'event.create', actorEmail: staff.email });
    expect((audit[0]!.after as Event).heading).toBe(event.heading);
  });

  it('gives a second event with the same heading and day its own slug', async () => {
    const a = await created({ heading: 'Same Talk', date: '2031-04-01T10:00:00Z' });
    const b = await created({ heading: 'Same Talk', date: '2031-04-01T12:00:00Z' });
    expect(a.uniqueNameForUrl).toBe('same-talk-2031-04-01');
    expect(b.uniqueNameForUrl).toBe('same-talk-2031-04-01-2');
  });

  it.each([
    [{ heading: '' }, 'Heading is required'],
    [{ heading: 'x'.repeat(201) }, 'Heading must be at most 200 characters'],
    [{ date: 'next tuesday' }, 'Date must be a valid date and time'],
    [{ date: '2031-02-30T10:00' }, 'Date must be a valid date and time'],
    [{ enrollLink: 'http://example.com/join' }, 'Links must start with https://'],
    [{ enrollLink: 'javascript:alert(1)' }, 'Links must start with https://'],
    [{ youtubeLink: 'https://www.youtube.com/embed/abc' }, 'Invalid YouTube URL'],
    [{ youtubeLink: 'https://evil.example/watch?v=dQw4w9WgXcQ' }, 'Invalid YouTube URL'],
    [{ description: '<script>alert(1)</script>' }, 'HTML tags are not allowed'],
    [{ timeZone: 'Mars/Olympus' }, 'Unknown time zone'],
    [{ heading: 'a\u0000b' }, 'NUL'],
    [{ capacity: 0 }, 'Capacity must be at least 1'],
  ])('refuses %j with a clear 400', async (body, message) => {
    const res = await createEvent(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('stores a YouTube watch link and accepts Yes/No and booleans for isActive', async () => {
    const event = await created({
      youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      isActive: false,
    });
    expect(event.youtubeLink).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10');
    expect(event.isActive).toBe(false);
  });

  it('is for EVENTS and ADMIN only', async () => {
    expect((await createEvent({}, admin.accessToken)).statusCode).toBe(201);
    expect((await createEvent({}, learner.accessToken)).statusCode).toBe(403);
    expect((await createEvent({}, sales.accessToken)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1.5/events', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an image field naming a file that was never uploaded', async () => {
    const res = await createEvent({
      bannerLinkPC: 'events/banner-pc/Nothing_2031-01-01_abcdefgh.png',
    });
    expect(res.statusCode).toBe(400);
  });
});

/** An image uploaded the way the staff page does it: presign, then PUT the bytes. */
async function upload(type: string, width: number): Promise<string> {
  const presigned = await t.app.inject({
    method: 'POST',
    url: '/api/v1.5/s3/get-presigned-url-for-upload',
    headers: bearer(staff.accessToken),
    payload: {
      formattedHeading: 'Images_talk',
      formattedDate: '2031-05-01',
      formattedType: type,
      formattedExtension: 'image/png',
    },
  });
  expect(presigned.statusCode, presigned.body).toBe(200);
  const { preSignedUrlForUpload, fileName, headers } = presigned.json();
  const put = await t.app.inject({
    method: 'PUT',
    url: preSignedUrlForUpload,
    headers,
    payload: await solidImage(width, Math.round(width / 2), 'png'),
  });
  expect(put.statusCode, put.body).toBe(200);
  return fileName;
}

describe('event images', () => {
  it('publishes uploaded files as WebP on save, keeps them on edits, clears them on request', async () => {
    const bannerPC = await upload('bannerPC', 2400);
    const speaker = await upload('speakerImage', 900);
    const event = await created({ bannerLinkPC: bannerPC, speakerImageLink: speaker });
    expect(event.bannerPCFileName).toBe(bannerPC);
    // Absolute on PUBLIC_URL, so a client on another origin shows it (issue 23 item 12).
    expect(event.bannerLinkPC).toMatch(
      /^http:\/\/localhost:3000\/api\/uploads\/events\/banner-pc\/.+\.webp$/,
    );
    expect(event.speakerImg).toBe(event.speakerImageLink);
    const image = await t.app.inject({ method: 'GET', url: new URL(event.bannerLinkPC).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    // The spec's client sends back what it was given: the link (or the file name) means unchanged.
    const same = await patch(event.id, [
      { op: 'replace', path: '/bannerLinkPC', value: event.bannerLinkPC },
      { op: 'replace', path: '/speakerImageLink', value: speaker },
      { op: 'replace', path: '/heading', value: 'Images, edited' },
    ]);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({
      bannerLinkPC: event.bannerLinkPC,
      speakerImageLink: event.speakerImageLink,
    });

    const mobile = await upload('bannerMobile', 1200);
    const replaced = await patch(event.id, [
      { op: 'replace', path: '/bannerLinkMobile', value: mobile },
      { op: 'remove', path: '/speakerImageLink' },
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      bannerMobileFileName: mobile,
      speakerImageLink: '',
      speakerImageLinkFileName: '',
    });
    expect(replaced.json().bannerLinkMobile).toMatch(/banner-mobile\/.+\.webp$/);
  });

  it('refuses a file uploaded for another slot', async () => {
    const speaker = await upload('speakerImage', 400);
    const res = await createEvent({ bannerLinkPC: speaker });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/v1.5/events', () => {
  it('lists open events soonest first and past ones latest first; deleted never', async () => {
    const soon = await created({ date: inDays(1) });
    const later = await created({ date: inDays(10) });
    const ended = await created({ date: inDays(-2) });
    const endedLongAgo = await created({ date: inDays(-30) });
    const switchedOff = await created({ date: inDays(5), isActive: 'No' });
    const gone = await created({ date: inDays(2) });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1.5/events/delete/${gone.id}?isDeleted=true`,
      headers: bearer(staff.accessToken),
    });

    const open = (await list('?active=true')).map((e) => e.id);
    expect(open).toContain(soon.id);
    expect(open.indexOf(soon.id)).toBeLessThan(open.indexOf(later.id));
    expect(open).not.toContain(ended.id);
    expect(open).not.toContain(switchedOff.id);
    expect(open).not.toContain(gone.id);

    const past = await list('?active=false');
    const pastIds = past.map((e) => e.id);
    expect(pastIds.indexOf(ended.id)).toBeLessThan(pastIds.indexOf(endedLongAgo.id));
    expect(pastIds).toContain(switchedOff.id);
    expect(pastIds).not.toContain(gone.id);
    // An event that is over is shown as no longer open, whatever its flag says.
    expect(past.find((e) => e.id === ended.id)?.isActive).toBe(false);

    const all = (await list()).map((e) => e.id);
    expect(all).toEqual(expect.arrayContaining([soon.id, ended.id, switchedOff.id]));
    expect(all).not.toContain(gone.id);
  });

  it('pages with a cursor, each event once', async () => {
    for (let i = 0; i < 3; i += 1) await created({ date: inDays(20 + i) });
    const seen: number[] = [];
    let url = '/api/v1.5/events?active=true&limit=2';
    for (let pages = 0; pages < 50; pages += 1) {
      const res = await t.app.inject({ method: 'GET', url });
      seen.push(...eventListSchema.parse(res.json()).map((e) => e.id));
      const next = res.headers['x-next-cursor'];
      if (!next) break;
      url = `/api/v1.5/events?active=true&limit=2&cursor=${next}`;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual((await list('?active=true&limit=200')).map((e) => e.id));
  });

  it('answers 400 for a forged cursor or a bad filter', async () => {
    for (const query of ['?cursor=bm9wZQ', '?active=maybe', '?limit=0', '?limit=5000']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1.5/events${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('shows a new event at once on this instance (the list cache is cleared by writes)', async () => {
    await list('?active=true');
    const fresh = await created({ date: inDays(4) });
    expect((await list('?active=true')).map((e) => e.id)).toContain(fresh.id);
  });
});

describe('GET /api/v1.5/events/:id', () => {
  it('finds an event by id, uuid and uniqueNameForUrl', async () => {
    const event = await created();
    for (const key of [String(event.id), event.uuid, event.uniqueNameForUrl]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1.5/events/${key}` });
      expect(res.statusCode, key).toBe(200);
      expect(res.json().id).toBe(event.id);
    }
  });

  it("answers 404 'Event Not found' for unknown and deleted events", async () => {
    const event = await created();
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1.5/events/delete/${event.id}?isDeleted=true`,
      headers: bearer(staff.accessToken),
    });
    for (const key of [
      String(event.id),
      'no-such-event',
      '99999999',
      event.uuid.replace(/.$/, '0'),
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1.5/events/${key}` });
      expect(res.statusCode, key).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Event Not found', code: 'EVENT_NOT_FOUND' });
    }
  });
});

describe('PATCH /api/v1.5/events/:id', () => {
  it('applies replace ops (form and entity names), keeps the rest and audits before/after', async () => {
    const event = await created();
    const res = await patch(event.id, [
      { op: 'replace', path: '/heading', value: 'A better heading' },
      { op: 'replace', path: '/speakerSocialLink', value: 'https://x.com/meera' },
      { op: 'replace', path: '/isActive', value: 'No' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      heading: 'A better heading',
      speakerSocial: 'https://x.com/meera',
      isActive: false,
      subHeading: event.subHeading,
      date: event.date,
      // The page address stays what was shared.
      uniqueNameForUrl: event.uniqueNameForUrl,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.entityId} = ${String(event.id)} and ${auditLog.action} = 'event.update'`,
      );
    expect(audit).toHaveLength(1);
    expect((audit[0]!.before as Event).heading).toBe(event.heading);
    expect((audit[0]!.after as Event).heading).toBe('A better heading');
  });

  it('accepts application/json too (the spec client) and refuses other media types', async () => {
    const event = await created();
    const ops = [{ op: 'replace', path: '/subHeading', value: 'JSON works' }];
    expect((await patch(event.id, ops, { 'content-type': 'application/json' })).statusCode).toBe(
      200,
    );
    expect((await patch(event.id, ops, { 'content-type': 'text/plain' })).statusCode).toBe(415);
  });

  it('honours test ops and refuses when they fail', async () => {
    const event = await created();
    const ok = await patch(event.id, [
      { op: 'test', path: '/heading', value: event.heading },
      { op: 'replace', path: '/heading', value: 'Tested' },
    ]);
    expect(ok.statusCode).toBe(200);
    const stale = await patch(event.id, [
      { op: 'test', path: '/heading', value: event.heading },
      { op: 'replace', path: '/heading', value: 'Lost update' },
    ]);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('PATCH_TEST_FAILED');
  });

  it.each([
    [[{ op: 'replace', path: '/id', value: 1 }], 'cannot be changed'],
    [[{ op: 'replace', path: '/uuid', value: 'x' }], 'cannot be changed'],
    [[{ op: 'replace', path: '/isDeleted', value: true }], 'cannot be changed'],
    [[{ op: 'replace', path: '/heading/0', value: 'x' }], 'cannot be changed'],
    [[{ op: 'replace', path: '/__proto__', value: {} }], 'cannot be changed'],
    [[{ op: 'move', from: '/heading', path: '/subHeading' }], 'not allowed'],
    [[{ op: 'replace', path: '/heading', value: '' }], 'Heading is required'],
    [[{ op: 'replace', path: '/youtubeLink', value: 'https://youtu.be/x' }], 'Invalid YouTube URL'],
    [[{ op: 'replace', path: '/date', value: 'soon' }], 'Date must be a valid date and time'],
    [[{ op: 'replace', path: '/heading', value: { nested: true } }], 'heading'],
    [[{ op: 'replace', path: '/heading' }], 'value is required'],
    [[], ''],
  ])('refuses %j with 400', async (ops, message) => {
    const event = await created();
    const res = await patch(event.id, ops);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers 404 for an unknown event and 403 for a learner', async () => {
    const ops = [{ op: 'replace', path: '/heading', value: 'x' }];
    expect((await patch('no-such-event', ops)).statusCode).toBe(404);
    const event = await created();
    const res = await patch(event.id, ops, bearer(learner.accessToken));
    expect(res.statusCode).toBe(403);
  });

  it('keeps both edits of two staff patching different fields at once', async () => {
    const event = await created();
    const [a, b] = await Promise.all([
      patch(event.id, [{ op: 'replace', path: '/heading', value: 'From tab one' }]),
      patch(event.id, [{ op: 'replace', path: '/subHeading', value: 'From tab two' }]),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1.5/events/${event.id}` });
    expect(res.json()).toMatchObject({ heading: 'From tab one', subHeading: 'From tab two' });
  });
});

describe('PUT /api/v1.5/events/delete/:id', () => {
  it('soft-deletes and undeletes, returns the event, and audits each change once', async () => {
    const event = await created();
    const del = (flag: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1.5/events/delete/${event.uniqueNameForUrl}?isDeleted=${flag}`,
        headers: bearer(staff.accessToken),
      });
    expect((await del('true')).json()).toMatchObject({ id: event.id, isDeleted: true });
    expect((await del('true')).json()).toMatchObject({ isDeleted: true });
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/v1.5/events/all',
      headers: bearer(staff.accessToken),
    });
    expect(eventListSchema.parse(all.json()).find((e) => e.id === event.id)?.isDeleted).toBe(true);
    expect((await del('false')).json()).toMatchObject({ isDeleted: false });
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(event.id)));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'event.create',
      'event.delete',
      'event.undelete',
    ]);
    expect((await del('maybe')).statusCode).toBe(400);
  });
});

describe('GET /api/v1.5/events/all and export.csv', () => {
  it('are for EVENTS and ADMIN', async () => {
    for (const url of ['/api/v1.5/events/all', '/api/v1.5/events/export.csv']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const asLearner = await t.app.inject({
        method: 'GET',
        url,
        headers: bearer(learner.accessToken),
      });
      expect(asLearner.statusCode).toBe(403);
      const asAdmin = await t.app.inject({
        method: 'GET',
        url,
        headers: bearer(admin.accessToken),
      });
      expect(asAdmin.statusCode).toBe(200);
    }
  });

  it('exports events.csv: BOM, the spec columns, quoted cells, formulas neutralised', async () => {
    const event = await created({
      heading: '=HYPERLINK("http://evil")',
      subHeading: 'Say "hi", all',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1.5/events/export.csv',
      headers: bearer(staff.accessToken),
    });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="events.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    // The staff files' one format: LF between records, times in IST.
    expect(res.body).not.toContain('\r');
    const [header, ...lines] = res.body.slice(1).trim().split('\n');
    expect(header).toBe(
      '"bannerLinkPC","bannerLinkMobile","heading","subHeading","date","aboutSpeaker","speakerSocial","speakerExperience","mode","speakerImage","speakerName"',
    );
    const line = lines.find((l) => l.includes('HYPERLINK'))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toContain('"Say ""hi"", all"');
    const ist = new Date(Date.parse(event.date) + 330 * 60_000).toISOString();
    expect(line).toContain(`"${ist.slice(0, 10)} ${ist.slice(11, 19)}+05:30"`);
  });
});
