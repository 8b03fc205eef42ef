import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness';
import type { DatabaseHandle } from '../../infra/database/database';
import {
  createInvalidationBus,
  type InvalidationBus,
} from '../../infra/invalidation/invalidation-bus';
import { createCallerCache } from './caller-cache';
import { insertUser } from './users.repository';

let database: DatabaseHandle;
let bus: InvalidationBus;
const quiet = { warn: () => {}, info: () => {} };
beforeAll(async () => {
  database = await createTestDatabase();
  bus = createInvalidationBus(database, quiet);
  await bus.start();
});
afterAll(async () => {
  await bus.close();
  await database.close();
});

async function newUser(email: string) {
  const row = await insertUser(database.db, { email, name: 'Cached', passwordHash: null });
  if (!row) throw new Error('not inserted');
  return row;
}

/** A change this process's cache never hears of (a hand-made SQL edit, a missed notification). */
const changeUnannounced = (id: string) =>
  database.db.execute(
    sql`update users set role = 'EVENTS', token_version = token_version + 1 where id = ${id}`,
  );

describe('the caller cache', () => {
  it('reads a user once within its lifetime and again after it', async () => {
    const user = await newUser('cache.ttl@kaksha.test');
    const callers = createCallerCache({ db: database.db, bus, ttlMs: 150 });
    expect(await callers.get(user.id)).toEqual({
      id: user.id,
      email: 'cache.ttl@kaksha.test',
      role: 'USER',
      tokenVersion: 0,
    });

    await changeUnannounced(user.id);
    // Within the lifetime the remembered answer stands: staleness is bounded by ttlMs ...
    expect((await callers.get(user.id))?.tokenVersion).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // ... and not longer.
    expect(await callers.get(user.id)).toMatchObject({ role: 'EVENTS', tokenVersion: 1 });
  });

  it('forgets a user at once when a change is announced on the bus, and only that user', async () => {
    const user = await newUser('cache.forget@kaksha.test');
    const other = await newUser('cache.kept@kaksha.test');
    const callers = createCallerCache({ db: database.db, bus, ttlMs: 60_000 });
    expect((await callers.get(user.id))?.role).toBe('USER');
    expect((await callers.get(other.id))?.role).toBe('USER');
    await bus.transaction(database.db, [{ cache: 'caller', key: user.id }], (tx) =>
      tx.execute(
        sql`update users set role = 'EVENTS', token_version = token_version + 1 where id = ${user.id}`,
      ),
    );
    await changeUnannounced(other.id);
    expect(await callers.get(user.id)).toMatchObject({ role: 'EVENTS', tokenVersion: 1 });
    // The other user was not named: the remembered answer stands until its lifetime ends.
    expect(await callers.get(other.id)).toMatchObject({ role: 'USER', tokenVersion: 0 });
  });

  it('answers undefined for an unknown id and does not remember it', async () => {
    const callers = createCallerCache({ db: database.db, bus, ttlMs: 60_000 });
    const id = '00000000-0000-4000-8000-000000000000';
    expect(await callers.get(id)).toBeUndefined();
    await database.db.execute(
      sql`insert into users (id, email, name, role) values (${id}, 'cache.late@kaksha.test', 'Late', 'USER')`,
    );
    expect((await callers.get(id))?.email).toBe('cache.late@kaksha.test');
  });
});
