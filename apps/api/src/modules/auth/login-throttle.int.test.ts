import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { LIMIT_STORES, limitStoreConfig, redisKeysOf } from '../../../test/limit-stores';
import { queryRows } from '../../infra/database/database';
import {
  createBrowser,
  deviceCookiesOf,
  register,
  uniqueEmail,
  type Browser,
} from '../../../test/accounts';

let t: TestApp;

const PASSWORD = 'correct-horse-42';

async function newAccount(): Promise<string> {
  const email = uniqueEmail();
  expect((await register(t.app, { name: 'Owner', email, password: PASSWORD })).statusCode).toBe(
    201,
  );
  return email;
}

function expectTooMany(res: LightMyRequestResponse): number {
  expect(res.statusCode).toBe(429);
  expect(res.json().message).toBe('Too many failed log-in attempts. Please wait and try again.');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  return retryAfter;
}

async function failTimes(browser: Browser, email: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++)
    statuses.push((await browser.logIn(email, `wrong-password-${i}`)).statusCode);
  return statuses;
}

// Each test uses addresses of its own, so the per-address counters of one never reach another.
// The same rules counted in PostgreSQL, and in Redis (the per-address backoff stays in PostgreSQL).
describe.each(LIMIT_STORES)('log-in limits counted in %s', (store) => {
  beforeAll(async () => {
    t = await createTestApp(limitStoreConfig(store, 'login-throttle'));
    expect(t.app.services.rateLimiter.store).toBe(store);
  });
  afterAll(() => t.close());

  it('checks at most 10 passwords of an account, however many guesses arrive at once', async () => {
    const email = await newAccount();
    const attacker = createBrowser(t.app, '203.0.113.10');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attacker.logIn(email, `wrong-password-${i}`)),
    );
    const checked = answers.filter((res) => res.statusCode === 401);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(10);
    for (const res of answers.filter((r) => r.statusCode !== 401)) expectTooMany(res);
  });

  it("lets the owner's known browser in while an attacker has locked the account", async () => {
    const email = await newAccount();
    const owner = createBrowser(t.app, '198.51.100.20');
    const first = await owner.logIn(email, PASSWORD);
    expect(first.statusCode).toBe(201);
    const [device] = first.cookies.filter((c) => c.name.startsWith('kaksha_device_'));
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/login' });
    expect(device?.secure).toBeFalsy(); // plain-http localhost, as with the refresh cookie
    expect(device?.maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);

    const attacker = createBrowser(t.app, '203.0.113.20');
    expect(await failTimes(attacker, email, 12)).toEqual([...Array(10).fill(401), 429, 429]);
    // A guesser behind the owner's own address is no different.
    expectTooMany(await createBrowser(t.app, '198.51.100.20').logIn(email, 'wrong-password-x'));

    const known = await owner.logIn(email, PASSWORD);
    expect(known.statusCode).toBe(201);
    expect(known.json()).toMatchObject({ status: 201, email, role: 'USER' });
    expectTooMany(await createBrowser(t.app, '198.51.100.21').logIn(email, PASSWORD));
  });

  it('locks a known browser by its own failures only', async () => {
    const email = await newAccount();
    const laptop = createBrowser(t.app, '198.51.100.30');
    const phone = createBrowser(t.app, '198.51.100.31');
    expect((await laptop.logIn(email, PASSWORD)).statusCode).toBe(201);
    expect((await phone.logIn(email, PASSWORD)).statusCode).toBe(201);

    expect(await failTimes(laptop, email, 10)).toEqual(Array(10).fill(401));
    expectTooMany(await laptop.logIn(email, PASSWORD));
    expect((await phone.logIn(email, PASSWORD)).statusCode).toBe(201);
    expect((await createBrowser(t.app, '198.51.100.32').logIn(email, PASSWORD)).statusCode).toBe(
      201,
    );
  });

  it("keeps each account's device cookie, and treats a forged or another account's one as unknown", async () => {
    const [alice, bob] = [await newAccount(), await newAccount()];
    const shared = createBrowser(t.app, '198.51.100.40');
    const aliceCookie = deviceCookiesOf(await shared.logIn(alice, PASSWORD));
    const bobCookie = deviceCookiesOf(await shared.logIn(bob, PASSWORD));
    const [aliceName, aliceValue] = Object.entries(aliceCookie)[0] ?? ['', ''];
    const [bobName, bobValue] = Object.entries(bobCookie)[0] ?? ['', ''];
    expect(aliceName).not.toBe(bobName);
    expect(Object.keys(shared.deviceCookies).sort()).toEqual([aliceName, bobName].sort());

    const attacker = createBrowser(t.app, '203.0.113.40');
    await failTimes(attacker, alice, 10);
    const tampered = `${aliceValue[0] === 'A' ? 'B' : 'A'}${aliceValue.slice(1)}`;
    const forgedNonce = `${'A'.repeat(22)}.${aliceValue.split('.')[1]}.${aliceValue.split('.')[2]}`;
    for (const cookies of [
      bobCookie,
      { [aliceName]: bobValue },
      { [aliceName]: tampered },
      { [aliceName]: forgedNonce },
      { [aliceName]: `${aliceValue}x` },
    ]) {
      const impostor = createBrowser(t.app, '203.0.113.41');
      Object.assign(impostor.deviceCookies, cookies);
      expectTooMany(await impostor.logIn(alice, PASSWORD));
    }
    expect((await shared.logIn(alice, PASSWORD)).statusCode).toBe(201);
    expect((await shared.logIn(bob, PASSWORD)).statusCode).toBe(201);
  });

  it('slows an address down after 50 failures, without holding back its known browsers', async () => {
    const address = '192.0.2.50';
    const email = await newAccount();
    const student = createBrowser(t.app, address);
    expect((await student.logIn(email, PASSWORD)).statusCode).toBe(201);

    const guesser = createBrowser(t.app, address);
    const guesses = await Promise.all(
      Array.from({ length: 50 }, () => guesser.logIn(uniqueEmail('nobody'), 'wrong-password-1')),
    );
    expect(guesses.every((res) => res.statusCode === 401)).toBe(true);
    // The waits start at 1 s and double. On a loaded machine the 50 password checks can outlast
    // the first one, so the next few guesses may still be judged (and lengthen the wait): one of
    // them must be refused, with a wait that says so.
    let refusal: LightMyRequestResponse | undefined;
    let judged = 0;
    for (let extra = 0; extra < 6 && !refusal; extra += 1) {
      const res = await guesser.logIn(uniqueEmail('nobody'), 'wrong-password-1');
      if (res.statusCode === 429) refusal = res;
      else {
        expect(res.statusCode).toBe(401);
        judged += 1;
      }
    }
    expect(refusal).toBeDefined();
    expect(expectTooMany(refusal!)).toBeGreaterThanOrEqual(1);
    // Untrusted, even with the right password; a known browser is not held back.
    expectTooMany(await createBrowser(t.app, address).logIn(email, PASSWORD));
    expect((await student.logIn(email, PASSWORD)).statusCode).toBe(201);
    const elsewhere = createBrowser(t.app, '192.0.2.51');
    expect((await elsewhere.logIn(uniqueEmail('nobody'), 'wrong-password-1')).statusCode).toBe(401);

    const endWait = () =>
      t.database.db.execute(
        sql`update rate_limits set next_allowed_at = now() - interval '1 second'
            where key = ${`login:address:${address}`}`,
      );
    // The wait starts when an attempt is admitted, before its password is checked, so up to a
    // second of it may be gone by the time the next attempt asks.
    for (const wait of [2, 4, 8].map((w) => w * 2 ** judged)) {
      await endWait();
      expect((await guesser.logIn(uniqueEmail('nobody'), 'wrong-password-1')).statusCode).toBe(401);
      const retryAfter = expectTooMany(
        await guesser.logIn(uniqueEmail('nobody'), 'wrong-password-1'),
      );
      expect(retryAfter).toBeGreaterThanOrEqual(wait - 1);
      expect(retryAfter).toBeLessThanOrEqual(wait);
    }
    await t.database.db.execute(
      sql`update rate_limits set count = 500 where key = ${`login:address:${address}`}`,
    );
    await endWait();
    expect((await guesser.logIn(uniqueEmail('nobody'), 'wrong-password-1')).statusCode).toBe(401);
    const capped = expectTooMany(await guesser.logIn(uniqueEmail('nobody'), 'wrong-password-1'));
    expect(capped).toBeGreaterThanOrEqual(5 * 60 - 1);
    expect(capped).toBeLessThanOrEqual(5 * 60);
  });

  it(`counted the account and device limits in ${store}, the address backoff in PostgreSQL`, async () => {
    const rows = await queryRows<{ key: string }>(t.database.db, sql`select key from rate_limits`);
    const inPostgres = rows.map((row) => row.key.split(':').slice(0, 2).join(':'));
    const inRedis = (await redisKeysOf(t.config.REDIS_KEY_PREFIX)).map((key) =>
      key
        .slice(t.config.REDIS_KEY_PREFIX.length + 1)
        .split(':')
        .slice(0, 2)
        .join(':'),
    );
    // The log-in limits only (sign-up has limits of its own).
    const counted = (store === 'redis' ? inRedis : inPostgres).filter((key) =>
      key.startsWith('login:'),
    );
    expect(new Set(counted)).toEqual(
      new Set([
        'login:account',
        'login:device',
        ...(store === 'postgres' ? ['login:address'] : []),
      ]),
    );
    expect(inPostgres).toContain('login:address');
    if (store === 'redis') expect(inPostgres).not.toContain('login:account');
  });
});
