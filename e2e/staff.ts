import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Download, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { api, logInThroughApi, registerAccount } from './accounts';
import type { Account } from './accounts';

// Shared by the staff journeys: accounts with a staff role, the /operations sign-in, and the
// files the staff consoles download.

export type Role = 'USER' | 'SALES' | 'EVENTS' | 'ADMIN';

/** Where the journeys leave screenshots for people to look at (outside the repository). */
export const SHOTS_DIR = '/tmp/kx/shots';

let adminToken: Promise<string> | undefined;

/** The ADMIN's bearer token, logged in once per test file. */
export function adminBearer(): Promise<string> {
  adminToken ??= logInThroughApi(inject('adminEmail'), inject('adminPassword'));
  return adminToken;
}

/** A new account (a learner, USER), given `role` by the ADMIN when it is a staff role. */
export async function createAccount(name: string, role: Role): Promise<Required<Account>> {
  const account = await registerAccount(name);
  if (role !== 'USER') {
    const granted = await api<{ role: Role }>(
      `/v1.5/users/${encodeURIComponent(account.id)}/role`,
      {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${await adminBearer()}`,
        },
        body: JSON.stringify({ role }),
      },
    );
    expect(granted.role).toBe(role);
  }
  return account;
}

/** The /operations form: pick the type card, then e-mail and password. */
export async function signInAsStaff(page: Page, type: 'Sales' | 'Event & Blog', account: Account) {
  const form = page.getByRole('form', { name: 'Operations sign-in' });
  await form.getByRole('radio', { name: type }).check();
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** The page's bearer token (to read what the server now holds, as that account). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('access-token'));
  expect(token).toBeTruthy();
  return token!;
}

/**
 * Presses `start` and saves the file the browser downloads because of it (the server's
 * Content-Disposition, fetched natively); answers its raw bytes, the name the server gave it and
 * the URL the browser fetched (a server path, not a blob built in the page).
 */
export async function downloadFrom(
  page: Page,
  start: () => Promise<void>,
  saveDir: string,
): Promise<{ bytes: Buffer; name: string; url: URL }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const name = download.suggestedFilename();
  const saved = path.join(saveDir, name);
  await saveOrFail(download, saved);
  return { bytes: readFileSync(saved), name, url: new URL(download.url()) };
}

async function saveOrFail(download: Download, to: string) {
  await download.saveAs(to);
  const failure = await download.failure();
  if (failure) throw new Error(`The download of ${download.url()} failed: ${failure}`);
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** A staff CSV: checks the byte-order mark, answers the header row and the records. */
export function parseCsv(bytes: Buffer): { header: string[]; records: string[][] } {
  expect(bytes.subarray(0, 3).equals(BOM), 'starts with the UTF-8 byte-order mark').toBe(true);
  const [header, ...records] = parse(bytes.subarray(3).toString('utf8')) as string[][];
  return { header: header ?? [], records };
}

/** The records of a CSV as objects keyed by its header. */
export function recordsOf(csv: { header: string[]; records: string[][] }) {
  return csv.records.map((record) =>
    Object.fromEntries(csv.header.map((column, index) => [column, record[index] ?? ''])),
  );
}

/**
 * A full-page screenshot into SHOTS_DIR for people to look at: from the top, toasts hidden (they
 * would cover the header they float over).
 */
export async function saveShot(page: Page, name: string) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(SHOTS_DIR, name),
    fullPage: true,
    style: '[data-sonner-toaster] { display: none !important; }',
  });
}

/** How wide the page's content is: more than the viewport means the page scrolls sideways. */
export function pageScrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}
