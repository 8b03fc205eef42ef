import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SINGLE_LINE_MESSAGE } from '@kaksha/shared';
import { composeMessage } from '../../src/infra/mail/mime-message';
import { insertEvent } from '../../src/modules/event-registrations/event-registrations.test-support';
import { createTestApp, type TestApp } from '../harness';
import { bearer, register, signInAs, uniqueEmail, type SignedIn } from '../accounts';

/**
 * Issue 23 item 14: a CR LF in a heading, a mode, a speaker's or a person's name would end an
 * e-mail header and start another (`Bcc: everyone@...`). Single-line fields refuse control
 * characters with a 400 naming the field, and subjects are encoded so nothing already stored can
 * add a header.
 */
const INJECTION = 'Meet-up\r\nBcc: victim@attacker.test';
const BREAKS = [
  '\r\nBcc: victim@attacker.test',
  '\nX-Evil: 1',
  '\rX',
  '\tTabbed',
  '\u2028sep',
  '\u0085nel',
];

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInAs(t.app, t.database, 'EVENTS');
});
afterAll(() => t.close());

const createEvent = (fields: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1.5/events',
    headers: bearer(staff.accessToken),
    payload: {
      eventMode: 'Online',
      heading: `Safe heading ${Math.random()}`,
      date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      speakerName: 'Meera Iyer',
      isActive: 'Yes',
      ...fields,
    },
  });

describe('single-line fields refuse line breaks and control characters', () => {
  it('event heading, sub-heading, mode and speaker name: 400 naming the field', async () => {
    const fields: Array<[string, string]> = [
      ['heading', 'Heading'],
      ['subHeading', 'Sub-heading'],
      ['eventMode', 'Mode'],
      ['mode', 'Mode'],
      ['speakerName', 'Speaker name'],
    ];
    for (const [field, label] of fields)
      for (const tail of BREAKS) {
        const res = await createEvent({ [field]: `Value${tail}` });
        expect(res.statusCode, `${field} ${JSON.stringify(tail)}`).toBe(400);
        expect(res.json().message).toContain(`${label} ${SINGLE_LINE_MESSAGE}`);
      }
    // Multi-line fields stay multi-line.
    const ok = await createEvent({ description: 'Line one\nLine two', aboutSpeaker: 'A\r\nB' });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('an event edit by JSON Patch is checked the same way', async () => {
    const created = await createEvent({});
    expect(created.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1.5/events/${created.json().id}`,
      headers: { ...bearer(staff.accessToken), 'content-type': 'application/json-patch+json' },
      payload: JSON.stringify([{ op: 'replace', path: '/heading', value: INJECTION }]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`Heading ${SINGLE_LINE_MESSAGE}`);
  });

  it("a learner's and a visitor's name", async () => {
    const signUp = await register(t.app, {
      name: 'Asha\r\nBcc: victim@attacker.test',
      email: uniqueEmail(),
      password: 'correct-horse-42',
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().message).toContain(`Name ${SINGLE_LINE_MESSAGE}`);

    const event = await insertEvent(t.database.db);
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/v1.5/events/${event.id}/registrations`,
      payload: { name: 'Asha\nX-Evil: 1', email: uniqueEmail('visitor') },
    });
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json().message).toContain(`Name ${SINGLE_LINE_MESSAGE}`);
  });
});

/** The header block of a raw message, unfolded: one entry per header. */
const headerNames = (raw: string) =>
  raw
    .slice(0, raw.indexOf('\r\n\r\n'))
    .replace(/\r\n[ \t]/g, ' ')
    .split('\r\n')
    .map((line) => line.slice(0, line.indexOf(':')).toLowerCase());

describe('subjects cannot add a header', () => {
  it('composeMessage keeps a CR LF in the subject or a name inside its own header', () => {
    for (const subject of [INJECTION, `Héllo ${INJECTION}`, `Kaksha\u2028Bcc: x@y.z`]) {
      const { raw } = composeMessage({
        from: 'Kaksha\r\nBcc: victim@attacker.test <orders@kaksha.in>',
        to: 'Asha\r\nX-Evil: 1 <asha@example.in>',
        subject,
        text: 'Hi',
        html: '<p>Hi</p>',
      });
      const names = headerNames(raw);
      expect(names, subject).not.toContain('bcc');
      expect(names, subject).not.toContain('x-evil');
      expect(names.filter((n) => n === 'subject')).toHaveLength(1);
    }
  });

  it('a heading stored before the check (a CR LF in the row) still sends one Subject', async () => {
    const event = await insertEvent(t.database.db, { heading: INJECTION });
    const email = uniqueEmail('visitor');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1.5/events/${event.id}/registrations`,
      payload: { name: 'Asha Rao', email },
    });
    expect(res.statusCode, res.body).toBe(201);
    const outbox = path.join(t.config.dataDir, 'outbox');
    const file = readdirSync(outbox).find((f) => f.includes(email.replace(/[^a-z0-9@._-]/gi, '_')));
    const raw = readFileSync(path.join(outbox, file!), 'utf8');
    const names = headerNames(raw);
    expect(names).not.toContain('bcc');
    expect(names.filter((n) => n === 'subject')).toHaveLength(1);
  });
});
