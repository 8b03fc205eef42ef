import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectToast, logInOnPage } from './accounts';
import { DESKTOP, PHONE, launchBrowser, openPage } from './browser';
import { createAccount, signInAsStaff } from './staff';

// Staff pages against the built server: the operations sign-in at /operations, the guards that
// send signed-out visitors there and back, and the 403 page for accounts without the role.

let browser: Browser;

function expectAt(page: Page, pathname: string, search = '') {
  return page.waitForURL((url) => url.pathname === pathname && url.search === search);
}

const forbiddenHeading = (page: Page) =>
  page.getByRole('heading', { name: 'This page is for Kaksha staff', level: 1 });

/** Console errors, less the 401s a signed-out check expectedly logs. */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('status of 401'));

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('staff guards and the operations sign-in', () => {
  it('sends a signed-out visitor to sign in and back to the sales page', async () => {
    const sales = await createAccount('Sana Sales', 'SALES');
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await page.goto('/operations/sales');
    await expectAt(page, '/operations', '?returnTo=%2Foperations%2Fsales');
    await expect.poll(() => page.title()).toBe('Kaksha | Operations');
    // The card for the page one came from is already chosen.
    const form = page.getByRole('form', { name: 'Operations sign-in' });
    expect(await form.getByRole('radio', { name: 'Sales' }).isChecked()).toBe(true);

    await signInAsStaff(page, 'Sales', sales);
    await expectToast(page, 'Login Successful');
    await expectAt(page, '/operations/sales');
    await page.getByRole('heading', { name: 'Sales', exact: true, level: 1 }).waitFor();
    expect(await forbiddenHeading(page).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('shows a learner the 403 page; switching to an EVENTS account opens manage-events only', async () => {
    const [learner, events] = await Promise.all([
      createAccount('Lata Learner', 'USER'),
      createAccount('Eshan Events', 'EVENTS'),
    ]);
    const { page, errors, context } = await openPage(browser, PHONE);
    await logInOnPage(page, learner);

    await page.goto('/operations/sales');
    await forbiddenHeading(page).waitFor();
    expect(page.url()).toMatch(/\/operations\/sales$/);
    expect(await page.getByText(learner.email).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Sales', exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Switch account' }).click();
    await expectToast(page, 'Logout Successful');
    await expectAt(page, '/operations', '?returnTo=%2Foperations%2Fsales');
    await page.getByRole('form', { name: 'Operations sign-in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();

    // Whatever card is chosen, a return path wins, and its guard decides: EVENTS can't read sales.
    await signInAsStaff(page, 'Event & Blog', events);
    await expectToast(page, 'Login Successful');
    await expectAt(page, '/operations/sales');
    await forbiddenHeading(page).waitFor();
    expect(await page.getByText(events.email).isVisible()).toBe(true);

    await page.goto('/operations/manage-events');
    await page.getByRole('heading', { name: 'Manage Events', level: 1 }).waitFor();
    expect(await forbiddenHeading(page).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor of /coupons to the operations sign-in', async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await page.goto('/coupons');
    await expectAt(page, '/operations', '?returnTo=%2Fcoupons');
    const form = page.getByRole('form', { name: 'Operations sign-in' });
    await form.waitFor();
    expect(await form.getByRole('radio', { name: 'Event & Blog' }).isChecked()).toBe(true);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('without a return path, goes to the chosen area; a learner account is told it has no access', async () => {
    const [events, learner] = await Promise.all([
      createAccount('Esha Events', 'EVENTS'),
      createAccount('Lalit Learner', 'USER'),
    ]);
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await page.goto('/operations');
    const form = page.getByRole('form', { name: 'Operations sign-in' });
    const submit = form.getByRole('button', { name: 'Sign In' });
    // The type comes first: nothing is chosen, and the form cannot be sent without it.
    expect(await form.getByRole('radio', { name: 'Sales' }).isChecked()).toBe(false);
    expect(await form.getByRole('radio', { name: 'Event & Blog' }).isChecked()).toBe(false);
    await form.getByLabel('Email').fill(events.email);
    await form.getByLabel('Password', { exact: true }).fill(events.password);
    expect(await submit.isDisabled()).toBe(true);

    await signInAsStaff(page, 'Event & Blog', events);
    await expectToast(page, 'Login Successful');
    await expectAt(page, '/operations/manage-events');
    await page.getByRole('heading', { name: 'Manage Events', level: 1 }).waitFor();

    // Back at /operations while signed in: continue, or sign out.
    await page.goto('/operations');
    await page.getByRole('heading', { name: 'You are signed in' }).waitFor();
    expect(await page.getByRole('link', { name: 'Continue to Event & Blog' }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('link', { name: 'Continue to Sales' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expectToast(page, 'Logout Successful');
    await expectAt(page, '/operations');

    await signInAsStaff(page, 'Event & Blog', learner);
    await page
      .getByRole('alert')
      .getByText(
        'This account has no staff access. Ask an admin to grant you the Sales or Events role.',
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/operations');
    expect(await forbiddenHeading(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Switch account' }).isVisible()).toBe(true);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
