import type { Page } from 'playwright-core';
import { inject } from 'vitest';

// Shared by the journeys: the API as a test client reaches it (to set up accounts and read what
// the server decides), and the few steps every journey takes in the page.

export interface Account {
  id?: string;
  name: string;
  email: string;
  password: string;
}

let accountCount = 0;

/** Calls the API of the server under test; throws with the answer on any refusal. */
export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${inject('baseURL')}/api${path}`, init);
  const body = (await response.json()) as T;
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** POST /login as the spec's client sends it; answers the access token. */
export async function logInThroughApi(email: string, password: string): Promise<string> {
  const body = new URLSearchParams({ username: email, password });
  const { access_token: token } = await api<{ access_token: string }>('/login', {
    method: 'POST',
    body,
  });
  return token;
}

/** New credentials no other journey (or earlier run on this server) has used. */
export function uniqueAccount(name: string): Account {
  accountCount += 1;
  return {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}.${accountCount}@e2e.test`,
    password: `Kaksha-e2e-${Math.random().toString(36).slice(2, 10)}`,
  };
}

/** A new learner account (USER), created through the API. */
export async function registerAccount(name: string): Promise<Required<Account>> {
  const account = uniqueAccount(name);
  const { id } = await api<{ id: string }>('/v1.5/auth/register', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  return { ...account, id };
}

export async function expectToast(page: Page, message: string) {
  await page.locator('[data-sonner-toast]', { hasText: message }).first().waitFor();
}

/** The /login page, as a learner would use it; lands on the home page. */
export async function logInOnPage(page: Page, account: Account) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
