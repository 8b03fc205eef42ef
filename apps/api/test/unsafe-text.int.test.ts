import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSafeText, TEXT_MESSAGE } from '@kaksha/shared';
import { buildApp, buildLoggerOptions } from '../src/app';
import { queryRows } from '../src/infra/database/database';
import { createTestApp, createTestConfig, createTestDatabase, type TestApp } from './harness';
import { bearer, login, signInAs, signUpAndLogIn, type SignedIn } from './accounts';

/** A NUL or an unpaired surrogate anywhere is a 400 naming the field, and never reaches PostgreSQL. */

let t: TestApp;
let learner: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  learner = await signUpAndLogIn(t.app);
  admin = await signInAs(t.app, t.database, 'ADMIN');
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';

type Probe = {
  name: string;
  field: string;
  /** Only a JSON body can carry an unpaired surrogate ("\ud800"); URLs and forms carry UTF-8. */
  isJson?: boolean;
  send: (bad: string) => InjectOptions;
};

const json = (token: string | null, payload: unknown) => ({
  headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});

const probes = (): Probe[] => [
  {
    name: 'log-in (form)',
    field: 'username',
    send: (bad) => ({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        username: `x${bad}@example.in`,
        password: 'pw-123456',
      }).toString(),
    }),
  },
  {
    name: 'log-in password',
    field: 'password',
    send: (bad) => ({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        username: learner.email,
        password: `pw${bad}123456`,
      }).toString(),
    }),
  },
  {
    name: 'register',
    isJson: true,
    field: 'name',
    send: (bad) => ({
      method: 'POST',
      url: '/api/v1.5/auth/register',
      ...json(null, { name: bad, email: 'nul.user@example.in', password: 'correct-horse-42' }),
    }),
  },
  {
    name: 'coupon validate',
    field: 'couponCode',
    send: (bad) => ({ url: `/api/v1.5/coupons/validate?couponCode=${encodeURIComponent(bad)}` }),
  },
  {
    name: 'cart quote',
    isJson: true,
    field: 'courseIds.0',
    send: (bad) => ({
      method: 'POST',
      url: '/api/v1.5/cart/quote',
      ...json(null, { courseIds: [bad] }),
    }),
  },
  {
    name: 'cart add',
    isJson: true,
    field: 'userId',
    send: (bad) => ({
      method: 'POST',
      url: '/api/v1.5/cart/add',
      ...json(learner.accessToken, { userId: bad, courseId: 'iot' }),
    }),
  },
  {
    name: 'cart delete',
    isJson: true,
    field: 'courseId',
    send: (bad) => ({
      method: 'POST',
      url: '/api/v1.5/cart/delete',
      ...json(learner.accessToken, { userId: learner.email, courseId: bad }),
    }),
  },
  {
    name: 'create order',
    isJson: true,
    field: 'utr',
    send: (bad) => ({
      method: 'POST',
      url: '/api/v1.5/payment/100',
      ...json(learner.accessToken, {
        utr: bad,
        mobileNumber: '9876543210',
        selectedCourses: [{ id: 'iot' }],
      }),
    }),
  },
  {
    name: 'payment success',
    isJson: true,
    field: 'paymentId',
    send: (bad) => ({
      method: 'POST',
      url: '/api/v1.5/payment/success',
      ...json(learner.accessToken, { orderId: 'order_x', paymentId: bad }),
    }),
  },
  {
    name: 'payment fail',
    isJson: true,
    field: 'description',
    send: (bad) => ({
      method: 'POST',
      url: '/api/v1.5/payment/fail',
      ...json(learner.accessToken, { orderId: 'order_x', description: bad }),
    }),
  },
  {
    name: 'profile patch',
    isJson: true,
    field: '0.value',
    send: (bad) => ({
      method: 'PATCH',
      url: `/api/v1.5/users/${encodeURIComponent(learner.email)}`,
      headers: { ...bearer(learner.accessToken), 'content-type': 'application/json-patch+json' },
      payload: JSON.stringify([{ op: 'replace', path: '/stream', value: bad }]),
    }),
  },
  {
    name: 'role change (path)',
    field: 'id',
    send: (bad) => ({
      method: 'PUT',
      url: `/api/v1.5/users/${encodeURIComponent(bad)}/role`,
      ...json(admin.accessToken, { role: 'SALES' }),
    }),
  },
  {
    name: 'profile by handle (path)',
    field: 'username',
    send: (bad) => ({
      url: `/api/v1.5/users/@${encodeURIComponent(bad)}`,
      headers: bearer(admin.accessToken),
    }),
  },
  {
    name: 'course by id (path)',
    field: 'id',
    send: (bad) => ({ url: `/api/v1.5/courses/${encodeURIComponent(bad)}` }),
  },
];

describe('unsafe text in requests', () => {
  it.each([
    ['a NUL character', NUL],
    ['an unpaired surrogate', LONE],
  ])('%s anywhere is a 400 that names the field', async (_what, bad) => {
    const wrong: string[] = [];
    for (const probe of probes().filter((p) => p.isJson || bad === NUL)) {
      const res = await t.app.inject(probe.send(bad));
      const body = res.json() as { message: string; statusCode: number };
      if (res.statusCode !== 400 || body.message !== `${probe.field}: ${TEXT_MESSAGE}`)
        wrong.push(`${probe.name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
    const stored = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where email = 'nul.user@example.in'`,
    );
    expect(stored[0]!.n).toBe(0);
  });

  it('answers an undecodable percent-encoding in the path with the error body', async () => {
    for (const url of ['/api/v1.5/courses/%ED%A0%80', '/api/v1.5/courses/%zz']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_URL', requestId: expect.any(String) });
    }
  });

  it('accepts ordinary Unicode: Devanagari, emoji (a surrogate pair), combining marks', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1.5/users/${encodeURIComponent(learner.email)}`,
      headers: { ...bearer(learner.accessToken), 'content-type': 'application/json-patch+json' },
      payload: JSON.stringify([{ op: 'replace', path: '/stream', value: 'गणित 🚀 e\u0301' }]),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().stream).toBe('गणित 🚀 e\u0301');
  });
});

/** The parts of zod 4's schema definitions the walk below reads. */
type ZodDef = {
  type: string;
  checks?: Array<{ _zod: { def: { check: string; fn?: unknown } } }>;
  format?: string;
  shape?: Record<string, unknown>;
  catchall?: { _zod: { def: { type: string } } };
  element?: unknown;
  keyType?: unknown;
  valueType?: unknown;
  options?: unknown[];
  in?: unknown;
  innerType?: unknown;
  getter?: () => unknown;
};

/** Walks a zod schema (zod 4's own definitions) and lists every string that is not checked. */
function uncheckedStrings(schema: unknown, path: string, out: string[], seen = new Set<unknown>()) {
  const zod = (schema as { _zod?: { def: Record<string, unknown> } } | undefined)?._zod;
  if (!zod || seen.has(schema)) return;
  seen.add(schema);
  const def = zod.def as ZodDef;
  const checks = def.checks ?? [];
  const isSafeChecked = checks.some((c) => c._zod.def.fn === isSafeText);
  switch (def.type) {
    case 'string':
      // Formats (uuid, datetime, e-mail) cannot hold NUL; anything else must be text().
      if (!isSafeChecked && !def.format) out.push(path);
      return;
    case 'unknown':
    case 'any':
      if (!checks.some((c) => c._zod.def.check === 'custom')) out.push(`${path} (free JSON)`);
      return;
    case 'object':
      for (const [key, value] of Object.entries(def.shape ?? {}))
        uncheckedStrings(value, `${path}.${key}`, out, seen);
      if (def.catchall && def.catchall._zod.def.type !== 'never')
        uncheckedStrings(def.catchall, `${path}.*`, out, seen);
      return;
    case 'array':
      return uncheckedStrings(def.element, `${path}[]`, out, seen);
    case 'record':
      uncheckedStrings(def.keyType, `${path}{key}`, out, seen);
      return uncheckedStrings(def.valueType, `${path}{}`, out, seen);
    case 'union':
      return (def.options ?? []).forEach((o, i) => uncheckedStrings(o, `${path}|${i}`, out, seen));
    case 'pipe':
      return uncheckedStrings(def.in, path, out, seen);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return uncheckedStrings(def.innerType, path, out, seen);
    case 'lazy':
      return uncheckedStrings(def.getter?.(), path, out, seen);
    default:
      return; // numbers, booleans, enums, literals: no free text
  }
}

describe('the request schemas', () => {
  it('take every string through the one safe text schema (body, query, path and headers)', () => {
    const unchecked: string[] = [];
    for (const route of t.app.accessPolicies) {
      const schema = route.schema as Record<string, unknown> | undefined;
      for (const part of ['body', 'querystring', 'params', 'headers'])
        uncheckedStrings(schema?.[part], `${route.method} ${route.url} ${part}`, unchecked);
    }
    expect(unchecked).toEqual([]);
  });
});

describe('the error log', () => {
  it('names a failed statement by its error, never its SQL or parameters', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = createTestConfig({ LOG_LEVEL: 'error' });
    const database = await createTestDatabase();
    const app = await buildApp(config, {
      database,
      logger: { ...(buildLoggerOptions(config) as object), stream },
    });
    try {
      await app.ready();
      const who = await signUpAndLogIn(app);
      // The database breaks under the app: every query on users now fails.
      await database.db.execute(sql`alter table users rename to users_elsewhere`);
      const res = await login(app, who.email, who.password);
      expect(res.statusCode).toBe(500);
      const logged = lines.join('\n');
      expect(logged).toContain('unhandled error');
      expect(logged).toContain('statement and parameters withheld');
      expect(logged).not.toContain(who.email);
      expect(logged.toLowerCase()).not.toMatch(/select .* from "?users/);
      await database.db.execute(sql`alter table users_elsewhere rename to users`);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
