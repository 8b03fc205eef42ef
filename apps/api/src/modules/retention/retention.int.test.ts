import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../infra/database/database';
import { createTestApp, type TestApp } from '../../../test/harness';
import { eventRegistrations } from '../event-registrations/event-registrations.table';
import { insertEvent } from '../event-registrations/event-registrations.test-support';

const DAY = 24 * 3600_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function insertCallBack(name: string, createdAt: Date) {
  await t.database.db.execute(sql`
    insert into call_back_requests (name, mobile_number, program, preferred_time, consented_at, created_at)
    values (${name}, '9876543210', 'webmonk', 'any', ${createdAt.toISOString()}, ${createdAt.toISOString()})`);
}

const names = async (table: 'call_back_requests' | 'event_registrations') =>
  (await queryRows<{ name: string }>(t.database.db, sql`select name from ${sql.identifier(table)}`))
    .map((row) => row.name)
    .sort();

describe('retention', () => {
  it('deletes what the privacy policy says is kept no longer, and nothing else', async () => {
    await insertCallBack('Thirteen months ago', new Date(Date.now() - 395 * DAY));
    await insertCallBack('Eleven months ago', new Date(Date.now() - 335 * DAY));
    const longPast = await insertEvent(t.database.db, {
      startsAt: new Date(Date.now() - 400 * DAY),
    });
    const recentPast = await insertEvent(t.database.db, {
      startsAt: new Date(Date.now() - 200 * DAY),
    });
    await t.database.db.insert(eventRegistrations).values([
      {
        eventId: longPast.id,
        name: 'At an event 13 months ago',
        email: 'old@example.in',
        status: 'confirmed',
      },
      {
        eventId: recentPast.id,
        name: 'At an event 7 months ago',
        email: 'kept@example.in',
        status: 'confirmed',
      },
    ]);
    await t.database.db.execute(sql`
      insert into rate_limits (key, window_start, count, next_allowed_at) values
        ('retention:stale', now() - interval '3 days', 4, null),
        ('retention:waiting', now() - interval '3 days', 60, now() + interval '5 minutes'),
        ('retention:current', now() - interval '10 minutes', 2, null)`);

    const report = await t.app.services.retention.runOnce();
    expect(report).toMatchObject({ callBackRequests: 1, eventRegistrations: 1, rateLimitRows: 1 });
    expect(await names('call_back_requests')).toEqual(['Eleven months ago']);
    expect(await names('event_registrations')).toEqual(['At an event 7 months ago']);
    const keys = await queryRows<{ key: string }>(
      t.database.db,
      sql`select key from rate_limits where key like 'retention:%' order by key`,
    );
    expect(keys.map((row) => row.key)).toEqual(['retention:current', 'retention:waiting']);

    // A second round finds nothing more to delete.
    expect(await t.app.services.retention.runOnce()).toEqual({
      callBackRequests: 0,
      eventRegistrations: 0,
      rateLimitRows: 0,
      refreshTokens: 0,
      accountTokens: 0,
    });
  });
});
