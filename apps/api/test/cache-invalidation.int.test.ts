import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_SEED } from '../src/modules/catalog/catalog.seed';
import { queryRows } from '../src/infra/database/database';
import { LISTENER_APPLICATION_NAME } from '../src/infra/invalidation/notification-listener';
import { announceInvalidations } from '../src/infra/invalidation/invalidation-bus';
import { bearer, signInAs, signUpAndLogIn, type SignedIn } from './accounts';
import { listenOnLoopback } from './payments';
import { createTwoInstances, type TwoInstances } from './two-instances';

/**
 * Two instances on one database with the caches' lifetimes as configured in production (callers
 * and coupon lookups 2 s, catalogue 5 s): a change made through A is seen by B on the very next
 * request, well inside those lifetimes, so only the notification can explain it (ADR 0011).
 * B is called over real HTTP, as the load balancer would send the next request.
 */
const CALLER_TTL_MS = 2_000;

let two: TwoInstances;
let bUrl: string;
let admin: SignedIn;
beforeAll(async () => {
  two = await createTwoInstances({ COUPON_ATTEMPTS_PER_MINUTE: '1000' });
  bUrl = await listenOnLoopback(two.b.app);
  admin = await signInAs(two.a.app, two.a.database, 'ADMIN');
}, 60_000);
afterAll(() => two?.close());

const onB = (path: string, token?: string) =>
  fetch(`${bUrl}/api${path}`, { headers: token ? bearer(token) : {} });

async function listenerPids(): Promise<number[]> {
  const rows = await queryRows<{ pid: number }>(
    two.a.database.db,
    sql`select pid from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
  );
  return rows.map((row) => row.pid);
}

async function setRoleOnA(who: SignedIn, role: string) {
  const res = await two.a.app.inject({
    method: 'PUT',
    url: `/api/v1.5/users/${who.id}/role`,
    headers: bearer(admin.accessToken),
    payload: { role },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('caches that agree across instances', () => {
  it("A changes a user's role; B refuses the old token on the very next request", async () => {
    const learner = await signUpAndLogIn(two.a.app);
    const cachedAt = Date.now();
    expect((await onB('/v1.5/requests/test/private/zoro', learner.accessToken)).status).toBe(200);

    await setRoleOnA(learner, 'EVENTS');
    const refused = await onB('/v1.5/requests/test/private/zoro', learner.accessToken);
    // B remembered the caller less than its lifetime ago: only the notification explains this.
    expect(Date.now() - cachedAt).toBeLessThan(CALLER_TTL_MS);
    expect(refused.status).toBe(401);
  });

  it('A deletes a coupon; validate on B no longer accepts it', async () => {
    const events = await signInAs(two.a.app, two.a.database, 'EVENTS');
    const couponCode = `AGREE${Date.now().toString(36).toUpperCase()}`;
    const created = await two.a.app.inject({
      method: 'POST',
      url: '/api/v1.5/coupons',
      headers: bearer(events.accessToken),
      payload: { couponCode, type: 'percentage', percentage: 10 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const validate = async () =>
      (await (await onB(`/v1.5/coupons/validate?couponCode=${couponCode}`)).json()) as {
        validated: boolean;
      };
    expect((await validate()).validated).toBe(true);

    const removed = await two.a.app.inject({
      method: 'DELETE',
      url: `/api/v1.5/coupons/${created.json().id}`,
      headers: bearer(events.accessToken),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await validate()).validated).toBe(false);
  });

  it("A changes a price; B's course list shows it on the very next request", async () => {
    const webmonk = COURSE_SEED.find((course) => course.id === 'webmonk')!;
    const priceOnB = async () => {
      const list = (await (await onB('/v1.5/courses')).json()) as Array<{
        id: string;
        discountedPrice: number | null;
      }>;
      return list.find((course) => course.id === 'webmonk')?.discountedPrice;
    };
    expect(await priceOnB()).toBe(3499);
    await two.a.app.services.catalog.saveCourses([{ ...webmonk, discountedPricePaise: 299_900 }]);
    expect(await priceOnB()).toBe(2999);
    await two.a.app.services.catalog.saveCourses([webmonk]);
    expect(await priceOnB()).toBe(3499);
  });

  it('a role granted by `npm run user:role` ends old tokens on the running instances', async () => {
    const learner = await signUpAndLogIn(two.a.app);
    const onBNow = async () =>
      (await onB('/v1.5/requests/test/private/zoro', learner.accessToken)).status;
    let cachedAt: number;
    if (two.isPostgres) {
      // The CLI is a process of its own. It is held at its update by a row lock while B
      // remembers the user, so its commit lands well inside B's lifetime for that entry.
      const holder = new pg.Client({ connectionString: two.url });
      holder.on('error', () => {});
      await holder.connect();
      await holder.query('begin');
      await holder.query('select 1 from users where id = $1 for update', [learner.id]);
      const cli = fileURLToPath(new URL('../src/cli/user-role.ts', import.meta.url));
      const child = spawn(process.execPath, ['--import', 'tsx', cli, learner.email, 'SALES'], {
        env: { PATH: process.env.PATH ?? '', DATABASE_URL: two.url, LOG_LEVEL: 'silent' },
        stdio: 'ignore',
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      // Asked on another connection: inside its transaction the holder sees a frozen snapshot.
      const waiting = async () =>
        (
          await queryRows<{ n: number }>(
            two.a.database.db,
            sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
          )
        )[0]?.n;
      await expect.poll(waiting, { timeout: 20_000, interval: 50 }).toBe(1);
      cachedAt = Date.now();
      expect(await onBNow()).toBe(200);
      await holder.query('commit');
      await holder.end();
      expect(await exited).toBe(0);
    } else {
      // On PGlite no second process can open the database (the lock file): the CLI's own
      // statement runs here instead, announced in its transaction exactly as the CLI does it.
      cachedAt = Date.now();
      expect(await onBNow()).toBe(200);
      await two.a.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`update users set role = 'SALES', token_version = token_version + 1 where id = ${learner.id}`,
        );
        await announceInvalidations(tx, [{ cache: 'caller', key: learner.id }]);
      });
    }
    // A writer of another process has no echo to wait for: its notification may trail its exit.
    await expect.poll(onBNow, { timeout: CALLER_TTL_MS, interval: 10 }).toBe(401);
    expect(Date.now() - cachedAt).toBeLessThan(CALLER_TTL_MS);
  }, 30_000);

  it('a missed notification is made up for within the lifetime, and the listener comes back', async () => {
    const learner = await signUpAndLogIn(two.a.app);
    expect((await onB('/v1.5/requests/test/private/zoro', learner.accessToken)).status).toBe(200);
    const startedAt = Date.now();
    let cutOff: number[] = [];
    if (two.isPostgres) {
      // Both listeners lose their connection, as on a failover; the change goes out meanwhile.
      cutOff = await listenerPids();
      expect(cutOff).toHaveLength(2);
      await two.a.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
      );
      await setRoleOnA(learner, 'EVENTS');
    } else {
      // PGlite's listener cannot be cut off: a change nobody announced (a hand-made SQL edit)
      // is what a missed notification looks like there.
      await two.a.database.db.execute(
        sql`update users set token_version = token_version + 1 where id = ${learner.id}`,
      );
    }
    await expect
      .poll(
        async () => (await onB('/v1.5/requests/test/private/zoro', learner.accessToken)).status,
        {
          timeout: CALLER_TTL_MS + 3_000,
          interval: 50,
        },
      )
      .toBe(401);
    expect(Date.now() - startedAt).toBeLessThan(CALLER_TTL_MS + 3_000);

    if (two.isPostgres) {
      // Two new listener connections, none of the ones cut off.
      await expect
        .poll(async () => (await listenerPids()).filter((pid) => !cutOff.includes(pid)).length, {
          timeout: 10_000,
        })
        .toBe(2);
    }
    await expect.poll(() => two.b.app.services.invalidations.isListening()).toBe(true);
    await expect.poll(() => two.a.app.services.invalidations.isListening()).toBe(true);
    // Back to hearing changes at once.
    const next = await signUpAndLogIn(two.a.app);
    const cachedAt = Date.now();
    expect((await onB('/v1.5/requests/test/private/zoro', next.accessToken)).status).toBe(200);
    await setRoleOnA(next, 'SALES');
    expect((await onB('/v1.5/requests/test/private/zoro', next.accessToken)).status).toBe(401);
    expect(Date.now() - cachedAt).toBeLessThan(CALLER_TTL_MS);
  }, 30_000);
});
