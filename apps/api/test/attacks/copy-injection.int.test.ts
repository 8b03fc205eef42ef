import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/infra/database/database';
import { bearer, signInAs, type SignedIn } from '../accounts';
import { createTestApp, createTestDatabase, type TestApp } from '../harness';
import { databaseWarnings } from '../../src/infra/database/client';

// Issue 23 item 13. The PostgreSQL exports stream COPY, which takes no bind parameters, so the
// filter values become literals in the query's text. An escaper that only doubles quotes is right
// only while standard_conforming_strings is on; a database configured with it off reads \' as an
// escaped quote, and a SALES user's e-mail filter ends the string, commits the read-only export
// and makes them ADMIN. The database here has the setting off (PGlite: its one session).

let t: TestApp;
let sales: SignedIn;

beforeAll(async () => {
  t = await createTestApp({}, { databaseSettings: { standard_conforming_strings: 'off' } });
  sales = await signInAs(t.app, t.database, 'SALES');
});
afterAll(() => t?.close());

const roleOf = async (id: string) =>
  (
    await queryRows<{ role: string }>(t.database.db, sql`select role from users where id = ${id}`)
  )[0]?.role;

// Valid for the e-mail filter (no spaces, one @): ends the literal, finishes the COPY, commits,
// promotes every account whose address starts like the SALES user's, and comments out the rest.
const payload = (prefix: string) =>
  `\\')to/**/stdout;commit;update/**/users/**/set/**/role=upper($$admin$$)` +
  `/**/where/**/email/**/like/**/$$${prefix}%$$;--/*@*/`;

describe('a database with standard_conforming_strings off', () => {
  it('is named at start (a warning with the fix), and a database with it on is not', async () => {
    expect(await databaseWarnings(t.database)).toEqual([
      expect.stringContaining('standard_conforming_strings = off'),
    ]);
    const usual = await createTestDatabase();
    try {
      expect(await databaseWarnings(usual)).toEqual([]);
    } finally {
      await usual.close();
    }
  });
});

describe('a staff export filtered by a hostile e-mail', () => {
  for (const list of ['users', 'payment', 'cart']) {
    it(`${list}: is a file with no rows, and changes nothing`, async () => {
      const prefix = sales.email.split('@')[0]!;
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1.5/${list}/export.csv?email=${encodeURIComponent(payload(prefix))}`,
        headers: bearer(sales.accessToken),
      });
      expect(res.statusCode).toBe(200);
      const lines = res.body.split('\n').filter(Boolean);
      expect(lines).toHaveLength(1);
      expect(await roleOf(sales.id)).toBe('SALES');
    });
  }

  it('finds an address holding a backslash and a quote exactly', async () => {
    const email = `o'brien\\x${Date.now()}@kaksha.test`;
    await t.database.db.execute(sql`update users set email = ${email} where id = ${sales.id}`);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1.5/users/export.csv?email=${encodeURIComponent(email)}`,
      headers: bearer(sales.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(email.replaceAll('"', '""'));
    expect(res.body.split('\n').filter(Boolean)).toHaveLength(2);
  });
});
