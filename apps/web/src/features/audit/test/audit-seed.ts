// Test-only: what the audit page tests start from, made through the real API (never SQL): staff
// accounts granted their role by the run's ADMIN, and coupons added by an ADMIN of the test's own.

import { inject } from 'vitest';

// Seeding comes from an address of its own, so the API's per-address limits never count it
// against the browser under test.
const SEED_ADDRESS = `10.254.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 254)}`;

async function askApi<T>(
  path: string,
  init: { method?: string; token?: string; json?: unknown; form?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'x-forwarded-for': SEED_ADDRESS };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | URLSearchParams | undefined;
  if (init.form) body = new URLSearchParams(init.form);
  else if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const answer = await fetch(`${inject('webTestApi').origin}/api${path}`, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`seeding: ${path} answered ${answer.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** An access token of this account, from its own log-in. */
export async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const answer = await askApi<{ access_token: string }>('/login', {
    form: { username: account.email, password: account.password },
  });
  return answer.access_token;
}

let counter = 0;

/** POST /v1.5/coupons as this staff token: a new percentage coupon; resolves with its id. */
export async function addCoupon(
  token: string,
  percentage = 10,
): Promise<{ id: string; code: string }> {
  counter += 1;
  const code = `AUD${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 5)}`
    .toUpperCase()
    .slice(0, 32);
  const created = await askApi<{ id: string | number }>('/v1.5/coupons', {
    token,
    json: { type: 'percentage', percentage, couponCode: code },
  });
  return { id: String(created.id), code };
}
