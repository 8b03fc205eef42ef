import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@kaksha/shared';
import type { Access } from '../src/core/access';
import { createTestApp, type TestApp } from './harness';
import { bearer, login, signInAs, type SignedIn } from './accounts';
import { createOrder, listenOnLoopback } from './payments';

/**
 * Every route, called as a visitor and as each role, answers as its declared access says; a route
 * without a declared access cannot even start (access-policy.ts), and a new public route must be
 * added to the list below on purpose. Routes acting on a learner's own things are also called with
 * someone else's.
 */

const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/ready',
  'GET /api/v1.5/courses',
  'GET /api/v1.5/courses/:id',
  'GET /api/v1.5/courses/:id/batches',
  // A learner's calendar feed: its secret URL is its authority (calendar apps send no token).
  'GET /api/v1.5/calendar-feeds/:userId/:token',
  'POST /api/v1.5/auth/register',
  'POST /api/login',
  'GET /api/v1.5/auth/providers',
  // Account links: the e-mailed single-use token is their authority (forgot answers every address alike).
  'POST /api/v1.5/auth/password/forgot',
  'POST /api/v1.5/auth/password/reset',
  'POST /api/v1.5/auth/verify-email',
  'GET /api/oauth2/authorization/google',
  'GET /api/oauth2/callback/google',
  'GET /api/v1.5/requests/test/public',
  'GET /api/v1.5/coupons/validate',
  'GET /api/v1.5/events',
  'GET /api/v1.5/events/:id',
  // Registrations: visitors register (a bearer token, if sent, names the caller), and the e-mailed
  // token is the confirm and cancel links' authority; the calendar file is public like the event.
  'POST /api/v1.5/events/:id/registrations',
  'POST /api/v1.5/events/registrations/confirm',
  'POST /api/v1.5/events/registrations/cancel',
  'GET /api/v1.5/events/:id/calendar.ics',
  // Call-back requests: anyone may ask for one (a bearer token, if sent, names the caller).
  'POST /api/v1.5/call-back-requests',
  'POST /api/v1.5/cart/quote',
  'GET /api/sandbox/razorpay/checkout.js',
  // Payment links: the link (its unguessable id) is the payer's authority, as at Razorpay; the
  // callback carries the provider's signature.
  'GET /api/v1.5/payment-links/:id/open',
  'GET /api/v1.5/payment-links/callback',
  'GET /api/sandbox/razorpay/l/:id',
  'POST /api/sandbox/razorpay/l/:id/pay',
  // Local storage: authorised by the URL's signature, and the published (public) images.
  'PUT /api/uploads/*',
  'GET /api/uploads/*',
];
const isDocs = (url: string) => url.startsWith('/api/docs');

type Caller = 'visitor' | Role;
const CALLERS: Caller[] = ['visitor', ...ROLES];

let t: TestApp;
const accounts = {} as Record<Role, SignedIn>;

beforeAll(async () => {
  // With a metrics token, so that GET /api/metrics is among the routes.
  t = await createTestApp({ METRICS_TOKEN: 'matrix-metrics-token-0123456789' });
  await listenOnLoopback(t.app);
  for (const role of ROLES) accounts[role] = await signInAs(t.app, t.database, role);
});
afterAll(() => t.close());

const routes = () =>
  t.app.accessPolicies.filter((r) => r.method !== 'HEAD' || !r.url.startsWith('/api/docs'));

function fillPath(url: string): string {
  return url
    .replace(':amountInPaise', '100')
    .replace(':username', 'nobody@example.in')
    .replace(/:[A-Za-z]+/g, randomUUID())
    .replace(/\*$/, 'x');
}

function call(method: string, url: string, caller: Caller): Promise<LightMyRequestResponse> {
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
  return t.app.inject({
    method: method as 'GET',
    url: fillPath(url),
    headers: {
      ...(caller === 'visitor' ? {} : bearer(accounts[caller].accessToken)),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: '{}' } : {}),
  });
}

/** What the declared access lets this caller get: through (not 401/403), 401, 403, or refused by the handler. */
function expectedFor(access: Access, caller: Caller): 'through' | 401 | 403 | 'provider' {
  switch (access.kind) {
    case 'public':
      return 'through';
    case 'session-cookie':
      return 401;
    // Only the configured METRICS_TOKEN opens it; no account's access token does.
    case 'operator-token':
      return 401;
    case 'provider':
      return 'provider';
    case 'signed-in':
    case 'owner':
      return caller === 'visitor' ? 401 : 'through';
    case 'roles':
      return caller === 'visitor' ? 401 : access.roles.includes(caller) ? 'through' : 403;
  }
}

describe('the authorization matrix', () => {
  it('every route declares its access, and only the listed routes are public', () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(30);
    expect(all.filter((r) => !r.access)).toEqual([]);
    const publicOnes = all
      .filter((r) => r.access?.kind === 'public' && r.method !== 'HEAD' && !isDocs(r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(publicOnes.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers every route as its access says, for a visitor and each role', async () => {
    const cells: string[] = [];
    const wrong: string[] = [];
    for (const route of routes()) {
      for (const caller of CALLERS) {
        const res = await call(route.method, route.url, caller);
        const expected = expectedFor(route.access!, caller);
        const cell = `${route.method} ${route.url} as ${caller}: ${res.statusCode}`;
        cells.push(cell);
        const isRight =
          res.statusCode < 500 &&
          (expected === 'through'
            ? res.statusCode !== 401 && res.statusCode !== 403
            : expected === 'provider'
              ? res.statusCode === 400 || res.statusCode === 401
              : res.statusCode === expected);
        if (!isRight) wrong.push(`${cell} (expected ${expected}) ${res.body.slice(0, 120)}`);
        // Log-out (everywhere) did end this session: the next cells need a live one.
        if (caller !== 'visitor' && route.url.includes('/auth/logout')) {
          const again = await login(t.app, accounts[caller].email, accounts[caller].password);
          accounts[caller] = { ...accounts[caller], accessToken: again.json().access_token };
        }
      }
    }
    console.info(`authorization matrix: ${cells.length} cells checked`);
    expect(wrong).toEqual([]);
  });
});

/** Someone else's order does not exist for any role: 404. */
async function refusedToEveryRole(url: string, payload: object) {
  for (const role of ROLES) {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(accounts[role].accessToken),
      payload,
    });
    expect(res.statusCode, role).toBe(404);
  }
}

describe('routes on a learner’s own things, called with someone else’s', () => {
  const OWNER_CHECKS: Record<string, (owner: SignedIn, orderId: string) => Promise<void>> = {
    'GET /api/v1.5/users/@:username': async (owner) => {
      const read = (role: Role) =>
        t.app.inject({
          url: `/api/v1.5/users/@${encodeURIComponent(owner.email)}`,
          headers: bearer(accounts[role].accessToken),
        });
      expect((await read('USER')).statusCode).toBe(404);
      expect((await read('EVENTS')).statusCode).toBe(404);
      expect((await read('SALES')).statusCode).toBe(200);
      expect((await read('ADMIN')).statusCode).toBe(200);
    },
    'PATCH /api/v1.5/users/:id': async (owner) => {
      const patch = (role: Role) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/v1.5/users/${encodeURIComponent(owner.email)}`,
          headers: {
            ...bearer(accounts[role].accessToken),
            'content-type': 'application/json-patch+json',
          },
          payload: [{ op: 'replace', path: '/stream', value: `By ${role}` }],
        });
      for (const role of ['USER', 'SALES', 'EVENTS'] as const)
        expect((await patch(role)).statusCode, role).toBe(404);
      expect((await patch('ADMIN')).statusCode).toBe(200);
    },
    'POST /api/v1.5/cart/add': async (owner) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1.5/cart/add',
        headers: bearer(accounts.USER.accessToken),
        payload: { userId: owner.email, courseId: 'iot' },
      });
      expect(res.statusCode).toBe(403);
    },
    'POST /api/v1.5/cart/delete': async (owner) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1.5/cart/delete',
        headers: bearer(accounts.USER.accessToken),
        payload: { userId: owner.email, courseId: 'iot' },
      });
      expect(res.statusCode).toBe(403);
    },
    'POST /api/v1.5/payment/success': (_owner, orderId) =>
      refusedToEveryRole('/api/v1.5/payment/success', { orderId, paymentId: 'pay_someone' }),
    'POST /api/v1.5/payment/fail': (_owner, orderId) =>
      refusedToEveryRole('/api/v1.5/payment/fail', { orderId, reason: 'nope' }),
    'POST /api/sandbox/razorpay/pay': (_owner, orderId) =>
      refusedToEveryRole('/api/sandbox/razorpay/pay', { order_id: orderId, outcome: 'success' }),
  };

  it('every owner route has a check here, and each refuses someone else', async () => {
    const ownerRoutes = routes()
      .filter((r) => r.access?.kind === 'owner' && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    expect(ownerRoutes.sort()).toEqual(Object.keys(OWNER_CHECKS).sort());

    const owner = await signInAs(t.app, t.database, 'USER');
    const order = await createOrder(t.app, owner, 0, { selectedCourses: [{ id: 'webmonk' }] });
    expect(order.statusCode, order.body).toBe(200);
    for (const check of Object.values(OWNER_CHECKS)) await check(owner, order.json().orderId);
  });
});
