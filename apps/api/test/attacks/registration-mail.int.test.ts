import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from '@kaksha/shared';
import type { EventRow } from '../../src/modules/events/events.table';
import { insertEvent } from '../../src/modules/event-registrations/event-registrations.test-support';
import { mailsTo, readOutbox } from '../mail-sink';
import { createTestApp, type TestApp } from '../harness';
import { uniqueEmail } from '../accounts';

/**
 * Issue 23 item 18: a visitor's registration mails any address typed in, with the name typed in.
 * Unlimited, it is a free mail cannon with our name on it (one address, or many rotating), and a
 * name like "claim your prize at ..." lands in a stranger's inbox. Limited per client address and
 * per event per hour; the mail greets with the name's first word only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    REGISTRATION_MAILS_PER_ADDRESS_PER_HOUR: '3',
    REGISTRATION_MAILS_PER_EVENT_PER_HOUR: '5',
  });
});
afterAll(() => t.close());

const registerVisitor = (event: EventRow, remoteAddress: string, name = 'Asha Rao') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1.5/events/${event.id}/registrations`,
    remoteAddress,
    payload: { name, email: uniqueEmail('visitor') },
  });

describe('visitor registration mail', () => {
  it('is limited per client address per hour, whatever the recipient', async () => {
    const event = await insertEvent(t.database.db);
    const before = readOutbox(t.config.dataDir).length;
    for (let i = 0; i < 3; i += 1)
      expect((await registerVisitor(event, '203.0.113.7')).statusCode).toBe(201);
    const refused = await registerVisitor(event, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(REGISTRATION_MESSAGES.tooManyRegistrations);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(readOutbox(t.config.dataDir).length - before).toBe(3);
    // Another network is not held back by it.
    expect((await registerVisitor(event, '198.51.100.20')).statusCode).toBe(201);
  });

  it('is limited per event per hour, whatever the client address', async () => {
    const event = await insertEvent(t.database.db);
    for (let i = 0; i < 5; i += 1)
      expect((await registerVisitor(event, `192.0.2.${10 + i}`)).statusCode).toBe(201);
    const refused = await registerVisitor(event, '192.0.2.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_REGISTRATIONS');
    // Another event still takes registrations.
    const other = await insertEvent(t.database.db);
    expect((await registerVisitor(other, '192.0.2.100')).statusCode).toBe(201);
  });

  it("echoes no free text beyond the name's first word", async () => {
    const event = await insertEvent(t.database.db);
    const email = uniqueEmail('victim');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1.5/events/${event.id}/registrations`,
      remoteAddress: '100.64.0.1',
      payload: { name: 'Asha claim your prize at evil.example/win now', email },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = mailsTo(t.config.dataDir, email);
    expect(mail!.text).toContain('Hi Asha,');
    for (const part of [mail!.text, mail!.html, mail!.subject])
      expect(part).not.toMatch(/claim|prize|evil\.example/);
  });
});
