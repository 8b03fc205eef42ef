import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../infra/database/database';
import { createTestApp, type TestApp } from '../../../test/harness';
import { refreshCookieOf, refreshWith, signUpAndLogIn } from '../../../test/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function familyRowsOf(userId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from refresh_tokens where user_id = ${userId}`,
  );
  return rows[0]?.n ?? 0;
}

describe('refresh token grace window', () => {
  it('answers the just-rotated token with the same successor, not a new session', async () => {
    const me = await signUpAndLogIn(t.app);
    const first = await refreshWith(t.app, me.refreshToken);
    expect(first.statusCode).toBe(200);
    const successor = refreshCookieOf(first);
    expect(successor).toBeDefined();

    const again = await refreshWith(t.app, me.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(refreshCookieOf(again)).toBe(successor);
    expect(await familyRowsOf(me.id)).toBe(2);
    expect((await refreshWith(t.app, successor)).statusCode).toBe(200);
  });

  it('gives every concurrent rotation of one token the same successor', async () => {
    const me = await signUpAndLogIn(t.app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refreshWith(t.app, me.refreshToken)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const successors = new Set(answers.map(refreshCookieOf));
    expect(successors.size).toBe(1);
    expect(await familyRowsOf(me.id)).toBe(2);
  });

  it('revokes the family when the rotated token comes back 11 s later', async () => {
    const me = await signUpAndLogIn(t.app);
    const successor = refreshCookieOf(await refreshWith(t.app, me.refreshToken));
    await t.database.db.execute(
      sql`update refresh_tokens set rotated_at = rotated_at - interval '11 seconds'
          where user_id = ${me.id} and rotated_at is not null`,
    );
    const reuse = await refreshWith(t.app, me.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('REFRESH_REUSED');
    expect((await refreshWith(t.app, successor)).statusCode).toBe(401);
  });
});
