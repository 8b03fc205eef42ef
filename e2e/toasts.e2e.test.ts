import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInOnPage, registerAccount } from './accounts';
import { DESKTOP, PHONE, launchBrowser, openPage } from './browser';

// Toasts (spec §9: top-right, paused while hovered) never over the header's buttons. A toast that
// sat over Log In after logging out stayed for good once the pointer rested on it (hovered).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** Signed in, then logged out from the header: answers the 'Logout Successful' toast. */
async function logOutFromTheHeader(page: Page, viewport: typeof DESKTOP) {
  const learner = await registerAccount('Tara Menon');
  await logInOnPage(page, learner);
  const header = page.getByRole('banner');
  if (viewport === PHONE) await header.getByRole('button', { name: 'Menu' }).click();
  await header.getByRole('button', { name: 'Log Out' }).click();
  const toast = page.locator('[data-sonner-toast]', { hasText: 'Logout Successful' });
  await toast.waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  return toast;
}

describe('toasts', () => {
  it('sit below the header after logging out, and Log In works while one shows', async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    const toast = await logOutFromTheHeader(page, DESKTOP);
    const header = page.getByRole('banner');
    const logIn = header.getByRole('link', { name: 'Log In' });
    await logIn.waitFor();

    // Top-right, and wholly below the sticky header (once its entry animation has settled).
    const headerBox = await box(header);
    await expect
      .poll(async () => (await box(toast)).y, { timeout: 5000 })
      .toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    const toastBox = await box(toast);
    expect(toastBox.x + toastBox.width).toBeGreaterThan(DESKTOP.width - 60);
    expect(toastBox.width).toBeLessThanOrEqual(350);

    // The pointer still rests where Log Out was: it is over Log In, not over the toast.
    expect(await toast.isVisible()).toBe(true);
    const target = await box(logIn);
    const topmost = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent,
      { x: target.x + target.width / 2, y: target.y + target.height / 2 },
    );
    expect(topmost).toBe('Log In');
    // A short timeout: Playwright waits while anything covers the link, which would fail here.
    await logIn.click({ timeout: 1500 });
    await page.getByRole('dialog', { name: 'Log In' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stay while hovered and go once the pointer leaves', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    const toast = await logOutFromTheHeader(page, DESKTOP);
    await toast.hover();
    // A success toast lasts 2 s; hovered, it is still there well after that.
    await page.waitForTimeout(3500);
    expect(await toast.isVisible()).toBe(true);
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 40);
    await toast.waitFor({ state: 'detached', timeout: 10_000 });
    await context.close();
  });

  it('on a phone sit below the header, and opening the menu clears them off its links', async () => {
    const { page, errors, context } = await openPage(browser, PHONE);
    const toast = await logOutFromTheHeader(page, PHONE);
    const header = page.getByRole('banner');
    const menuButton = header.getByRole('button', { name: 'Menu' });
    // Settled after its entry animation.
    await expect
      .poll(async () => (await box(toast)).y, { timeout: 5000 })
      .toBeGreaterThanOrEqual((await box(header)).height);

    await menuButton.click({ timeout: 1500 });
    await toast.waitFor({ state: 'detached', timeout: 5000 });
    const panel = page.locator('#mobile-navigation');
    await panel.getByRole('link', { name: 'Programs' }).click({ timeout: 1500 });
    await page.waitForURL('**/programs');

    await menuButton.click();
    await panel.getByRole('link', { name: 'Log In' }).click({ timeout: 1500 });
    await page.getByRole('dialog', { name: 'Log In' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
