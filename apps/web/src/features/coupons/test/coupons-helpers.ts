// Test-only helpers for the coupon page: staff accounts signed in in this browser, coupons made
// and read through the real API as the ADMIN, and the page's rows, dialogs and toasts.
import type { Coupon, CouponInput } from '@kaksha/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { inject } from 'vitest';
import { signInAs } from '../../../test/render-app';
import { createEventManager, createStaff } from '../../../test/seed';

// Seeding comes from a machine of its own, so the API's per-address limits never count it
// against the browser under test.
const SEED_ADDRESS = `10.254.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 254)}`;

async function askApi<T>(
  path: string,
  init: { method?: string; token?: string; json?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'x-forwarded-for': SEED_ADDRESS };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const answer = await fetch(`${inject('webTestApi').origin}/api${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`seeding: ${path} answered ${answer.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

let adminToken: Promise<string> | undefined;
function admin(): Promise<string> {
  adminToken ??= (async () => {
    const { adminEmail, adminPassword } = inject('webTestApi');
    const answer = await fetch(`${inject('webTestApi').origin}/api/login`, {
      method: 'POST',
      headers: { 'x-forwarded-for': SEED_ADDRESS },
      body: new URLSearchParams({ username: adminEmail, password: adminPassword }),
    });
    return ((await answer.json()) as { access_token: string }).access_token;
  })();
  return adminToken;
}

let counter = 0;
/** A coupon code no other test (or test file) uses: PREFIX + a unique tail, upper case. */
export function uniqueCode(prefix = 'CP'): string {
  counter += 1;
  const tail = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 5)}`;
  return `${prefix}${tail}`.toUpperCase().slice(0, 32);
}

/** An EVENTS account (a coupon manager) signed in in this browser. */
export async function signInAsCouponManager(): Promise<string> {
  return signInAs(await createEventManager());
}

/** A SALES account (reads coupons, changes none) signed in in this browser. */
export async function signInAsSales(): Promise<string> {
  return signInAs(await createStaff('SALES', 'Sana Sales'));
}

/** A new coupon made by the ADMIN through POST /v1.5/coupons. */
export async function seedCoupon(input: Partial<CouponInput> = {}): Promise<Coupon> {
  return askApi<Coupon>('/v1.5/coupons', {
    token: await admin(),
    json: { couponCode: uniqueCode(), type: 'percentage', percentage: 10, ...input },
  });
}

/** Every coupon as the API keeps it. */
export async function allCoupons(): Promise<Coupon[]> {
  return askApi<Coupon[]>('/v1.5/coupons', { token: await admin() });
}

/** The table row of the coupon with this code. */
export async function findCouponRow(code: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Coupons' });
  const cell = await within(table).findByText(code);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${code}`);
  return row;
}

/** The codes in the table, in order. */
export function listedCodes(): string[] {
  const table = screen.getByRole('table', { name: 'Coupons' });
  return Array.from(table.querySelectorAll('tbody tr'))
    .map((row) => row.querySelector('td .font-mono')?.textContent ?? '')
    .filter(Boolean);
}

/** Narrows the table to codes containing `text`. */
export function search(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: text } });
}

export async function openDialog(buttonName: string | RegExp, dialogName: string) {
  fireEvent.click(await screen.findByRole('button', { name: buttonName }));
  return screen.findByRole('dialog', { name: dialogName });
}

/** A toast with exactly this text (the toast area, not the same words elsewhere on the page). */
export function findToast(text: string) {
  return screen.findByText(text, { selector: '[data-sonner-toast] *' });
}

/** The text of each cell of a table row. */
export function cellTexts(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}
