import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';
import { ORIGIN, register, uniqueEmail } from '../accounts';

/** Item 7: a cross-site page posting to log-in or sign-up (log-in CSRF). */
let t: TestApp;
const password = 'csrf-password-77';
let email: string;

beforeAll(async () => {
  t = await createTestApp();
  email = uniqueEmail('csrf');
  expect((await register(t.app, { name: 'Csrf', email, password })).statusCode).toBe(201);
});
afterAll(() => t.close());

const logIn = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ username: email, password }).toString(),
  });
const signUp = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1.5/auth/register',
    headers,
    payload: { name: 'Planted', email: uniqueEmail('planted'), password },
  });

describe('log-in and sign-up refuse a foreign origin', () => {
  it('log-in from another site answers 403 and sets no cookie', async () => {
    const res = await logIn({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/did not come from Kaksha/);
    expect(res.cookies).toEqual([]);
  });
  it('log-in marked cross-site without an Origin answers 403', async () => {
    expect((await logIn({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });
  it('sign-up from another site answers 403', async () => {
    expect((await signUp({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await signUp({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });
  it('this site, and clients that send no Origin, still log in and sign up', async () => {
    expect((await logIn({ origin: ORIGIN, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect((await logIn({})).statusCode).toBe(201);
    expect((await signUp({ origin: ORIGIN })).statusCode).toBe(201);
  });
});
