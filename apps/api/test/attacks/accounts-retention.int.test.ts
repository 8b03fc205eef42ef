import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/infra/database/database';
import { createTestApp, type TestApp } from '../harness';
import { bearer, login, ORIGIN, refreshCookieOf, refreshWith, signUpAndLogIn } from '../accounts';
import { waitForLink } from '../account-mail';

/** Item 22: ended sessions, spent links and spent rate-limit rows do not pile up. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countOf = async (table: 'refresh_tokens' | 'account_tokens', userId: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
    )
  )[0]!.n;

describe('the retention job and account data', () => {
  it('purges expired and revoked refresh tokens and spent links, and keeps live sessions', async () => {
    const me = await signUpAndLogIn(t.app);
    // A second session, logged out (revoked) two days ago.
    const other = await login(t.app, me.email, me.password);
    await t.app.inject({
      url: '/api/v1.5/auth/logout',
      headers: { ...bearer(other.json().access_token), origin: ORIGIN },
      cookies: { kaksha_refresh: refreshCookieOf(other)! },
    });
    await t.database.db.execute(
      sql`update refresh_tokens set revoked_at = now() - interval '2 days'
          where user_id = ${me.id} and revoked_at is not null`,
    );
    // A third that expired two days ago.
    const third = await login(t.app, me.email, me.password);
    await t.database.db.execute(
      sql`update refresh_tokens set expires_at = now() - interval '2 days'
          where token_hash = ${createHash('sha256').update(refreshCookieOf(third)!).digest('hex')}`,
    );
    // The sign-up's verification link, used two days ago.
    const token = await waitForLink(t.config.dataDir, me.email, 'verify-email');
    await t.app.inject({ method: 'POST', url: '/api/v1.5/auth/verify-email', payload: { token } });
    await t.database.db.execute(
      sql`update account_tokens set used_at = now() - interval '2 days' where user_id = ${me.id}`,
    );
    await t.database.db.execute(sql`
      insert into rate_limits (key, window_start, count) values
        ('signup:address:203.0.113.250', now() - interval '3 days', 20)`);
    expect(await countOf('refresh_tokens', me.id)).toBe(3);

    const report = await t.app.services.retention.runOnce();
    expect(report).toMatchObject({ refreshTokens: 2, accountTokens: 1 });
    expect(report!.rateLimitRows).toBeGreaterThanOrEqual(1);
    expect(await countOf('refresh_tokens', me.id)).toBe(1);
    expect(await countOf('account_tokens', me.id)).toBe(0);
    // The live session is untouched.
    expect((await refreshWith(t.app, me.refreshToken)).statusCode).toBe(200);
  });
});
