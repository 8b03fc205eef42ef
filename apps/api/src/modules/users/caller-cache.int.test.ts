import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness';
import type { DatabaseHandle } from '../../db/database';
import { createCallerCache } from './caller-cache';
import { insertUser } from './users.repository';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function newUser(email: string) {
  const row = await insertUser(database.db, { email, name: 'Cached', passwordHash: null });
  if (!row) throw new Error('not inserted');
  return row;
}

/** What another instance (or the role CLI) does: a change this process's cache never hears of. */
const changeElsewhere = (id: string) =>
  database.db.execute(
    sql`update users set role = 'EVENTS', token_version = token_version + 1 where id = ${id}`,
  );

describe('the caller cache', () => {
  it('reads a user once within its lifetime and again after it', async () => {
    const user = await newUser('cache.ttl@kaksha.test');
    const callers = createCallerCache(database.db, 150);
    expect(await callers.get(user.id)).toEqual({
      id: user.id,
      email: 'cache.ttl@kaksha.test',
      role: 'USER',
      tokenVersion: 0,
    });

    await changeElsewhere(user.id);
    // Within the lifetime the remembered answer stands: staleness is bounded by ttlMs ...
    expect((await callers.get(user.id))?.tokenVersion).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // ... and not longer.
    expect(await callers.get(user.id)).toMatchObject({ role: 'EVENTS', tokenVersion: 1 });
  });

  it('forgets a user at once when this instance changes them', async () => {
    const user = await newUser('cache.forget@kaksha.test');
    const callers = createCallerCache(database.db, 60_000);
    expect((await callers.get(user.id))?.role).toBe('USER');
    await changeElsewhere(user.id);
    callers.forget(user.id);
    expect(await callers.get(user.id)).toMatchObject({ role: 'EVENTS', tokenVersion: 1 });
  });

  it('answers undefined for an unknown id and does not remember it', async () => {
    const callers = createCallerCache(database.db, 60_000);
    const id = '00000000-0000-4000-8000-000000000000';
    expect(await callers.get(id)).toBeUndefined();
    await database.db.execute(
      sql`insert into users (id, email, name, role) values (${id}, 'cache.late@kaksha.test', 'Late', 'USER')`,
    );
    expect((await callers.get(id))?.email).toBe('cache.late@kaksha.test');
  });
});
