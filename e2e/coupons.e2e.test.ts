import { AUTH_MESSAGES, COUPON_MESSAGES } from '@kaksha/shared';
import type { Coupon } from '@kaksha/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, expectToast } from './accounts';
import type { Account } from './accounts';
import { DESKTOP, PHONE, launchBrowser, openPage } from './browser';
import { createAccount, pageScrollWidth, saveShot, signInAsStaff, tokenOf } from './staff';

// The coupon page against the built server, as an EVENTS account: add one coupon of each type
// through the modal with every validation message on the way, filter, search, delete with the
// confirmation; then the ADMIN finds those writes in the audit log.

let browser: Browser;
let events: Account;
/** One run's codes share a prefix, so the search can find exactly them among others' coupons. */
const PREFIX = `E2EC${Date.now().toString(36).toUpperCase()}`;
const COUPONS = [
  { type: 'percentage', label: 'Percentage', code: `${PREFIX}PCT`, discount: '15', shown: '15%' },
  {
    type: 'fixed',
    label: 'Fixed Amount',
    code: `${PREFIX}FIX`,
    discount: '99.99',
    shown: '₹99.99',
  },
  {
    type: 'free-shipping',
    label: 'Free Shipping',
    code: `${PREFIX}SHIP`,
    discount: '',
    shown: 'Free shipping',
  },
  { type: 'bogo', label: 'Buy One Get One', code: `${PREFIX}BOGO`, discount: '50', shown: '50%' },
  { type: 'seasonal', label: 'Seasonal', code: `${PREFIX}SEA`, discount: '25', shown: '25%' },
] as const;
/** The ids the server gave them, for the audit log. */
const created = new Map<string, string>();
let deletedId = '';

/**
 * Marks the toasts on screen, so the next check waits for a new one: each add shows the same
 * message, and the last one may still be up (5 s).
 */
async function markToastsSeen(page: Page) {
  await page.evaluate(() =>
    document
      .querySelectorAll('[data-sonner-toast]')
      .forEach((t) => t.setAttribute('data-seen', '')),
  );
}
async function expectNewToast(page: Page, message: string) {
  await page
    .locator('[data-sonner-toast]:not([data-seen])', { hasText: message })
    .first()
    .waitFor();
}

const table = (page: Page) => page.getByRole('region', { name: 'Coupons' });
const rowOf = (page: Page, code: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByText(code, { exact: true }) });

/** Opens the add modal from the page's button; answers the dialog and its fields. */
async function openAddDialog(page: Page) {
  await page.getByRole('button', { name: 'Add Coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Coupon' });
  await dialog.waitFor();
  return {
    dialog,
    code: dialog.getByLabel('Coupon code'),
    type: dialog.getByLabel('Type'),
    discount: dialog.getByLabel(/^Discount/),
    submit: dialog.getByRole('button', { name: 'Add Coupon' }),
  };
}

/** The add modal's message under a field ('' when none). */
async function errorOf(field: Locator): Promise<string> {
  return field.evaluate(
    (input) =>
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
  );
}

async function addCoupon(page: Page, coupon: (typeof COUPONS)[number]) {
  const form = await openAddDialog(page);
  await form.code.fill(coupon.code.toLowerCase());
  expect(await form.code.inputValue()).toBe(coupon.code);
  await form.type.selectOption(coupon.type);
  if (coupon.discount) await form.discount.fill(coupon.discount);
  await submitAdd(page, form.dialog, form.submit);
}

async function submitAdd(page: Page, dialog: Locator, submit: Locator) {
  await markToastsSeen(page);
  await submit.click();
  await expectNewToast(page, COUPON_MESSAGES.addSuccess);
  await dialog.waitFor({ state: 'detached' });
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'Filtered:' });

beforeAll(async () => {
  browser = await launchBrowser();
  events = await createAccount('Esha Events', 'EVENTS');
});
afterAll(() => browser?.close());

describe('coupon administration', () => {
  it('EVENTS adds each type with every validation message, filters, searches and deletes', async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await page.goto('/operations');
    await signInAsStaff(page, 'Event & Blog', events);
    await expectToast(page, AUTH_MESSAGES.loginSuccess);
    await page.waitForURL((url) => url.pathname === '/operations/manage-events');
    await page.getByRole('link', { name: 'Go to Coupons' }).click();
    await page.waitForURL((url) => url.pathname === '/coupons');
    await page.getByRole('heading', { name: 'Coupon Management', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Coupon summary' }).waitFor();

    const [percentage, fixed, freeShipping, ...rest] = COUPONS;
    await addCoupon(page, percentage);

    // Every message of the add form, then a fixed-amount coupon from the same modal.
    const form = await openAddDialog(page);
    expect(await form.submit.isDisabled()).toBe(true);
    await form.code.fill('ab');
    await form.code.blur();
    await expect.poll(() => errorOf(form.code)).toBe(COUPON_MESSAGES.codeShort);
    await form.code.fill('');
    await expect.poll(() => errorOf(form.code)).toBe(COUPON_MESSAGES.codeRequired);
    await form.code.fill(percentage.code.toLowerCase()); // upper-cased: taken, in another case
    await expect.poll(() => errorOf(form.code)).toBe(COUPON_MESSAGES.codeTaken);
    await form.code.fill(fixed.code);
    await expect.poll(() => errorOf(form.code)).toBe('');
    expect(await form.submit.isDisabled()).toBe(true);

    await form.discount.fill('0');
    await form.discount.blur();
    await expect.poll(() => errorOf(form.discount)).toBe(COUPON_MESSAGES.discountPositive);
    expect(await form.submit.isDisabled()).toBe(true);
    expect([
      await form.discount.getAttribute('max'),
      await form.discount.getAttribute('step'),
    ]).toEqual(['100', '1']);
    await form.discount.fill('101');
    await expect.poll(() => errorOf(form.discount)).toBe(COUPON_MESSAGES.percentageTooHigh);
    await form.type.selectOption('fixed');
    expect([
      await form.discount.getAttribute('max'),
      await form.discount.getAttribute('step'),
    ]).toEqual(['1000', '0.01']);
    await form.discount.fill('1001');
    await expect.poll(() => errorOf(form.discount)).toBe(COUPON_MESSAGES.fixedTooHigh);
    await form.discount.fill(fixed.discount);
    await expect.poll(() => errorOf(form.discount)).toBe('');
    await submitAdd(page, form.dialog, form.submit);

    // Free shipping clears and disables the discount; the code alone is enough.
    const ship = await openAddDialog(page);
    await ship.code.fill(freeShipping.code);
    await ship.discount.fill('40');
    await ship.type.selectOption('free-shipping');
    expect(await ship.discount.isDisabled()).toBe(true);
    expect(await ship.discount.inputValue()).toBe('');
    await submitAdd(page, ship.dialog, ship.submit);

    for (const coupon of rest) await addCoupon(page, coupon);

    // Listed as the server holds them. The search narrows the table to this run's five (other
    // journeys add coupons too), then to one; its banner counts against the whole list.
    const all = await api<Coupon[]>('/v1.5/coupons', {
      headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    });
    await page.getByRole('listitem', { name: `Total Coupons: ${all.length}` }).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(PREFIX.toLowerCase());
    await banner(page).getByText(`5 of ${all.length} coupons`).waitFor();
    await page.getByText('Showing 5 coupons').waitFor();
    for (const coupon of COUPONS) {
      const stored = all.find((c) => c.couponCode === coupon.code);
      expect(stored?.type).toBe(coupon.type);
      created.set(coupon.code, stored!.id);
      const row = rowOf(page, coupon.code);
      await row.waitFor();
      const cells = await row.getByRole('cell').allTextContents();
      expect(cells.slice(0, 3)).toEqual([coupon.code, coupon.label, coupon.shown]);
    }
    expect(all.find((c) => c.couponCode === freeShipping.code)?.percentage).toBe(0);
    await search.fill(`${PREFIX}SEA`);
    await page.getByText('Showing 1 coupon', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await search.inputValue()).toBe('');

    // The type filter, and its banner.
    await page.getByLabel('Filter by type').selectOption({ label: 'Buy One Get One' });
    const bogoCount = all.filter((c) => c.type === 'bogo').length;
    await banner(page).getByText(`${bogoCount} of ${all.length} coupons`).waitFor();
    await rowOf(page, `${PREFIX}BOGO`).waitFor();
    expect(await rowOf(page, percentage.code).count()).toBe(0);
    await page.getByRole('button', { name: 'Clear' }).click();
    await banner(page).waitFor({ state: 'detached' });

    // Delete, after a confirmation that names what goes.
    const seasonal = COUPONS[4];
    await search.fill(seasonal.code);
    deletedId = created.get(seasonal.code)!;
    await rowOf(page, seasonal.code)
      .getByRole('button', { name: `Delete ${seasonal.code}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete coupon' });
    for (const text of [
      seasonal.code,
      deletedId,
      'Seasonal',
      '25%',
      'This action cannot be undone.',
    ])
      await confirm.getByText(text, { exact: true }).waitFor();
    await markToastsSeen(page);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectNewToast(page, COUPON_MESSAGES.removeSuccess);
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('No coupons found').waitFor();
    expect(await rowOf(page, seasonal.code).count()).toBe(0);
    const after = await api<Coupon[]>('/v1.5/coupons', {
      headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(after.some((c) => c.id === deletedId)).toBe(false);

    // For people to look at: the page with this run's coupons, wide and on a phone.
    await search.fill(PREFIX);
    await page.getByText('Showing 4 coupons').waitFor();
    await saveShot(page, 'coupons-1280.png');
    await page.setViewportSize(PHONE);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await saveShot(page, 'coupons-375.png');
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it("shows the ADMIN the EVENTS account's coupon writes in the audit log", async () => {
    expect(created.size, 'the coupons of the journey above').toBe(COUPONS.length);
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await page.goto('/operations/audit');
    await page.waitForURL((url) => url.pathname === '/operations');
    const admin = { name: 'Admin', email: inject('adminEmail'), password: inject('adminPassword') };
    await signInAsStaff(page, 'Sales', admin);
    await page.waitForURL((url) => url.pathname === '/operations/audit');
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();

    const filters = page.getByRole('form', { name: 'Audit log filters' });
    await filters.getByLabel('Actor e-mail').fill(events.email);
    await filters.getByLabel('Action').fill('coupon.create');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText(`Showing ${COUPONS.length} entries (all that match)`).waitFor();
    const entries = page.getByRole('region', { name: 'Audit log entries' });
    for (const id of created.values()) {
      const row = entries.getByRole('row').filter({ hasText: id });
      expect(await row.getByText('coupon.create', { exact: true }).count()).toBe(1);
      expect(await row.getByText(events.email).count()).toBe(1);
    }

    await filters.getByLabel('Action').fill('coupon.delete');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('Showing 1 entry (all that match)').waitFor();
    await entries.getByRole('row').filter({ hasText: deletedId }).waitFor();
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    await context.close();
  });
});
