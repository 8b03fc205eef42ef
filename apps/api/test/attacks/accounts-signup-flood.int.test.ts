import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/infra/database/database';
import { createTestApp, type TestApp } from '../harness';
import { uniqueEmail } from '../accounts';

/** Item 6: a sign-up flood from one address (IPv6 addresses drawn from one /64), and overall. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SIGNUPS_PER_ADDRESS_PER_HOUR: '3', SIGNUPS_PER_MINUTE: '8' });
});
afterAll(() => t.close());

const signUp = (remoteAddress: string, email = uniqueEmail('flood')) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1.5/auth/register',
    remoteAddress,
    payload: { name: 'Flood', email, password: 'flood-password-9' },
  });

const countUsers = async (email: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where email = ${email}`,
    )
  )[0]?.n;

describe('sign-up is limited', () => {
  it('per client address, with Retry-After, before the account is made', async () => {
    for (let i = 0; i < 3; i += 1) expect((await signUp('198.51.100.20')).statusCode).toBe(201);
    const email = uniqueEmail('flood.refused');
    const refused = await signUp('198.51.100.20', email);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/try again later/);
    expect(await countUsers(email)).toBe(0);
    // Another address is not held back by this one.
    expect((await signUp('198.51.100.21')).statusCode).toBe(201);
  });

  it('groups IPv6 addresses by their /64: a new address from the same network does not help', async () => {
    for (let i = 1; i <= 3; i += 1)
      expect((await signUp(`2001:db8:77:1::${i.toString(16)}`)).statusCode).toBe(201);
    expect((await signUp('2001:db8:77:1:ffff:eeee:dddd:cccc')).statusCode).toBe(429);
  });

  it('in total per minute, whatever the addresses', async () => {
    // 8 a minute in total (the tests above took some; the window may have turned since): at most
    // 8 from 20 different addresses pass before one is refused.
    const answers: number[] = [];
    for (let i = 0; i < 20 && !answers.includes(429); i += 1)
      answers.push((await signUp(`203.0.113.${i + 1}`)).statusCode);
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((s) => s === 201).length).toBeLessThanOrEqual(8);
  });
});
