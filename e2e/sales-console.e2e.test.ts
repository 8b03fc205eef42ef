import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AUTH_MESSAGES,
  OPERATIONS_MESSAGES,
  SALES_CSV_COLUMNS,
  SALES_MESSAGES,
} from '@kaksha/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectToast, logInThroughApi } from './accounts';
import type { Account } from './accounts';
import { DESKTOP, PHONE, launchBrowser, openPage } from './browser';
import {
  createAccount,
  downloadFrom,
  pageScrollWidth,
  parseCsv,
  recordsOf,
  saveShot,
  signInAsStaff,
} from './staff';

// The sales console against the built server: a SALES account signs in at /operations, finds a
// learner's payment by e-mail and downloads the CSV the server streams; the active carts and
// their CSV; and who is refused at the sign-in. The learner buys through the API and the sandbox.

interface Purchase {
  /** The provider's order id (the sandbox's), shown under our order id in the console. */
  providerOrderId: string;
  /** What was paid, in rupees. */
  rupees: number;
}

let browser: Browser;
let downloads: string;
let sales: Account;
let learner: Required<Account>;
let purchase: Purchase;
/** Programs in the learner's cart that were never paid for. */
const UNPAID = ['iot', 'machinester'];

/** As the console shows money: '₹4,249.15' (en-IN grouping). */
const formatInr = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(rupees);

/** Adds to the server cart, orders and pays through the sandbox: what the checkout page does. */
async function buyWebmonk(account: Account): Promise<Purchase> {
  const token = await logInThroughApi(account.email, account.password);
  const auth = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const addToCart = (courseId: string) =>
    api('/v1.5/cart/add', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ userId: account.email, courseId }),
    });
  await addToCart('webmonk');
  const order = await api<{ orderId: string; amount: number }>('/v1.5/payment/0', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ mobileNumber: '9812345678', selectedCourses: [{ id: 'webmonk' }] }),
  });
  const paid = await api<Record<string, string>>('/sandbox/razorpay/pay', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ order_id: order.orderId, outcome: 'success', deliver_webhooks: false }),
  });
  await api('/v1.5/payment/success', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      orderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    }),
  });
  // Then two more programs, left in the cart unpaid: an active cart.
  for (const courseId of UNPAID) await addToCart(courseId);
  return { providerOrderId: order.orderId, rupees: order.amount / 100 };
}

/** Signs in at /operations choosing Sales; lands on the console. */
async function openSalesConsole(page: Page) {
  await page.goto('/operations');
  await signInAsStaff(page, 'Sales', sales);
  await expectToast(page, AUTH_MESSAGES.loginSuccess);
  await page.waitForURL((url) => url.pathname === '/operations/sales');
  await page.getByRole('heading', { name: 'Sales', exact: true, level: 1 }).waitFor();
}

/** Payment > By e-mail, the learner's address, Display: answers the results' scroll region. */
async function showPaymentsByEmail(page: Page, email: string) {
  await page.getByRole('radio', { name: 'Payment', exact: true }).check();
  await page.getByRole('radio', { name: 'By e-mail' }).check();
  const form = page.getByRole('form', { name: 'By e-mail filters' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Display' }).click();
  const region = page.getByRole('region', { name: 'Payments: By e-mail' });
  await page.getByText('Showing 1 payment (all that match)').waitFor();
  return { form, region };
}

beforeAll(async () => {
  browser = await launchBrowser();
  downloads = mkdtempSync(path.join(os.tmpdir(), 'kaksha-e2e-downloads-'));
  [sales, learner] = await Promise.all([
    createAccount('Sana Sales', 'SALES'),
    createAccount('Priya Purchase', 'USER'),
  ]);
  purchase = await buyWebmonk(learner);
});
afterAll(async () => {
  await browser?.close();
  rmSync(downloads, { recursive: true, force: true });
});

describe('sales console', () => {
  it("SALES signs in, finds a learner's payment by e-mail and downloads exactly it as CSV", async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await openSalesConsole(page);
    const { form, region } = await showPaymentsByEmail(page, learner.email);

    const row = region.getByRole('row').filter({ hasText: purchase.providerOrderId });
    await row.waitFor();
    expect(await row.textContent()).toContain(learner.email);
    expect(await row.textContent()).toContain(formatInr(purchase.rupees));
    expect(await row.getByText('paid', { exact: true }).isVisible()).toBe(true);
    await saveShot(page, 'sales-1280.png');

    const { bytes, name, url } = await downloadFrom(
      page,
      () => form.getByRole('button', { name: 'Download Now' }).click(),
      downloads,
    );
    await expectToast(page, SALES_MESSAGES.downloadStarted);
    expect(name).toMatch(/\.csv$/);
    // Streamed by the server to the browser's own download, the filter in its query.
    expect(url.pathname).toBe('/api/v1.5/payment/export.csv');
    expect(url.searchParams.get('email')).toBe(learner.email);
    const csv = parseCsv(bytes);
    expect(csv.header).toEqual([...SALES_CSV_COLUMNS.payments]);
    // The whole filtered result: this learner's one order, not anyone else's.
    const [record, ...others] = recordsOf(csv);
    expect(others).toEqual([]);
    expect(record).toMatchObject({
      providerOrderId: purchase.providerOrderId,
      email: learner.email,
      name: learner.name,
      courses: 'Webmonk',
      amount: purchase.rupees.toFixed(2),
      amountPaid: purchase.rupees.toFixed(2),
      status: 'paid',
    });
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('at 375 px the page does not scroll sideways; the results table scrolls in its region', async () => {
    const { page, errors, context } = await openPage(browser, PHONE);
    await openSalesConsole(page);
    const { region } = await showPaymentsByEmail(page, learner.email);
    await region.getByRole('row').filter({ hasText: purchase.providerOrderId }).waitFor();

    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const sideways = await region.evaluate((element) => ({
      overflow: getComputedStyle(element).overflowX,
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(sideways.overflow).toBe('auto');
    expect(sideways.scrollWidth).toBeGreaterThan(sideways.clientWidth);
    await saveShot(page, 'sales-375.png');
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it("lists the learner's unpaid cart on the active-carts page; its CSV has one row per program", async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    // Signed out, the page sends one to sign in and back.
    await page.goto('/operations/active-carts');
    await page.waitForURL((url) => url.pathname === '/operations');
    await signInAsStaff(page, 'Sales', sales);
    await page.waitForURL((url) => url.pathname === '/operations/active-carts');

    const region = page.getByRole('region', { name: 'Active carts' });
    const row = region.getByRole('row').filter({ hasText: learner.email });
    await row.waitFor();
    // The paid program left the cart; the two unpaid ones are listed.
    expect(await row.textContent()).toContain('IOT');
    expect(await row.textContent()).toContain('Machinester');
    expect(await row.textContent()).not.toContain('Webmonk');

    const { bytes, url } = await downloadFrom(
      page,
      () => page.getByRole('button', { name: 'Download active carts' }).click(),
      downloads,
    );
    await expectToast(page, SALES_MESSAGES.downloadStarted);
    expect(url.pathname).toBe('/api/v1.5/cart/export.csv');
    expect(url.searchParams.get('status')).toBe('active');
    const csv = parseCsv(bytes);
    expect(csv.header).toEqual([...SALES_CSV_COLUMNS.carts]);
    const mine = recordsOf(csv).filter((record) => record.userId === learner.id);
    expect(mine.map((record) => record.courseId).sort()).toEqual(UNPAID);
    for (const record of mine) expect(record.email).toBe(learner.email);
    expect(mine.map((record) => record.courseName).sort()).toEqual(['IOT', 'Machinester']);
    // The cart's totals repeat on each of its rows: the list prices add up to totalPrice.
    const listSum = mine.reduce((sum, record) => sum + Number(record.coursePrice), 0);
    expect(mine.map((record) => Number(record.totalPrice))).toEqual([listSum, listSum]);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('refuses an EVENTS account that chooses Sales, and a learner account, without leaving /operations', async () => {
    const [events, user] = await Promise.all([
      createAccount('Esha Events', 'EVENTS'),
      createAccount('Lata Learner', 'USER'),
    ]);
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await page.goto('/operations');
    await signInAsStaff(page, 'Sales', events);
    await page
      .getByRole('alert')
      .getByText('This account cannot open Sales. It can open Event & Blog.')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/operations');
    expect(await page.getByRole('link', { name: 'Continue to Event & Blog' }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('link', { name: 'Continue to Sales' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expectToast(page, AUTH_MESSAGES.logoutSuccess);
    await signInAsStaff(page, 'Sales', user);
    await page.getByRole('alert').getByText(OPERATIONS_MESSAGES.noStaffAccess).waitFor();
    expect(new URL(page.url()).pathname).toBe('/operations');
    expect(await page.getByRole('heading', { name: 'Sales', exact: true }).count()).toBe(0);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });
});
