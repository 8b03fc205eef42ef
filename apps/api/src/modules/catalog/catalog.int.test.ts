import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseListSchema } from '@kaksha/shared';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { queryRows } from '../../infra/database/database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1.5/courses', () => {
  it('lists the four programs at 4999 rupees, Webmonk on sale at 3499', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1.5/courses' });
    expect(res.statusCode).toBe(200);
    const courses = courseListSchema.parse(res.json());
    expect(courses.map((c) => c.id)).toEqual(['webmonk', 'machinester', 'iot', 'code-slayer']);
    expect(courses.every((c) => c.price === 4999 && c.currency === 'INR')).toBe(true);
    expect(courses.find((c) => c.id === 'webmonk')?.discountedPrice).toBe(3499);
    expect(courses.filter((c) => c.discountedPrice !== null)).toHaveLength(1);
  });

  it('stores money as integer paise', async () => {
    const rows = await queryRows<{ price_paise: number; discounted_price_paise: number | null }>(
      t.database.db,
      sql`select price_paise::int as price_paise, discounted_price_paise::int as discounted_price_paise from courses where id = 'webmonk'`,
    );
    expect(rows[0]).toEqual({ price_paise: 499_900, discounted_price_paise: 349_900 });
  });

  it('hides inactive courses', async () => {
    await t.database.db.execute(sql`update courses set is_active = false where id = 'iot'`);
    // Whatever changes the catalogue drops the snapshot (the server's contract; see catalog-cache.ts).
    t.app.services.catalogCache.invalidate();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1.5/courses' });
    expect(res.json().map((c: { id: string }) => c.id)).not.toContain('iot');
    await t.database.db.execute(sql`update courses set is_active = true where id = 'iot'`);
    t.app.services.catalogCache.invalidate();
  });
});

describe('GET /api/v1.5/courses/:id', () => {
  it('answers one course', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1.5/courses/code-slayer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'code-slayer',
      name: 'Codeslayer',
      price: 4999,
      discountedPrice: null,
    });
  });

  it('answers 404 with a message for an unknown id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1.5/courses/cobol-101' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      statusCode: 404,
      code: 'COURSE_NOT_FOUND',
      message: "No course with id 'cobol-101'",
    });
  });
});
