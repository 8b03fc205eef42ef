import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export const ORIGIN = 'http://localhost:3000';
let counter = 0;

export function uniqueEmail(prefix = 'learner'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}.${Date.now()}@example.in`;
}

export function refreshCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'kaksha_refresh')?.value;
}

export async function register(app: FastifyInstance, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1.5/auth/register', payload: body });
}

export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ username, password }).toString(),
  });
}

export type SignedIn = {
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  id: string;
};

/** A new learner, registered and logged in through the real endpoints. */
export async function signUpAndLogIn(app: FastifyInstance, name = 'Asha Rao'): Promise<SignedIn> {
  const email = uniqueEmail();
  const password = 'correct-horse-42';
  const created = await register(app, { name, email, password });
  expect(created.statusCode).toBe(201);
  const res = await login(app, email, password);
  expect(res.statusCode).toBe(201);
  const refreshToken = refreshCookieOf(res);
  if (!refreshToken) throw new Error('no refresh cookie');
  return {
    email,
    password,
    accessToken: res.json().access_token,
    refreshToken,
    id: created.json().id,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function refreshWith(
  app: FastifyInstance,
  refreshToken: string | undefined,
  origin = ORIGIN,
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1.5/auth/refresh-token',
    headers: { origin },
    cookies: refreshToken ? { kaksha_refresh: refreshToken } : {},
  });
}

/** A signed-in account holding `role` (granted in the database, then logged in afresh). */
export async function signInAs(
  app: FastifyInstance,
  database: { db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> } },
  role: 'USER' | 'SALES' | 'EVENTS' | 'ADMIN',
): Promise<SignedIn> {
  const account = await signUpAndLogIn(app, `${role} person`);
  if (role === 'USER') return account;
  await database.db.execute(sql`update users set role = ${role} where id = ${account.id}`);
  const res = await login(app, account.email, account.password);
  return {
    ...account,
    accessToken: res.json().access_token,
    refreshToken: refreshCookieOf(res) ?? '',
  };
}

export const DEVICE_COOKIE_PREFIX = 'kaksha_device_';

/** The device cookies a log-in answer sets, by name. */
export function deviceCookiesOf(res: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(
    res.cookies
      .filter((c) => c.name.startsWith(DEVICE_COOKIE_PREFIX))
      .map((c) => [c.name, c.value]),
  );
}

/**
 * A browser at one client address that keeps the device cookies log-ins give it, as a real one
 * would, and sends them with its next log-ins.
 */
export function createBrowser(app: FastifyInstance, remoteAddress: string) {
  const deviceCookies: Record<string, string> = {};
  return {
    deviceCookies,
    async logIn(username: string, password: string) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        cookies: { ...deviceCookies },
        payload: new URLSearchParams({ username, password }).toString(),
      });
      Object.assign(deviceCookies, deviceCookiesOf(res));
      return res;
    },
  };
}
export type Browser = ReturnType<typeof createBrowser>;
