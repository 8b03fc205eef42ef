import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AUTH_MESSAGES,
  CALL_BACK_CSV_COLUMNS,
  CALL_BACK_MESSAGES,
  SALES_MESSAGES,
} from '@kaksha/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectToast } from './accounts';
import type { Account } from './accounts';
import { DESKTOP, PHONE, gotoHydrated, launchBrowser, openPage } from './browser';
import {
  createAccount,
  downloadFrom,
  pageScrollWidth,
  parseCsv,
  recordsOf,
  saveShot,
  signInAsStaff,
} from './staff';

// Call-back requests against the built server: a visitor follows a program page's 'Request a call
// back' to the form, sends it and sees the confirmation; a SALES account finds the request in the
// console and in the CSV it downloads. The form at 375 px and by keyboard.

let browser: Browser;
let downloads: string;
let sales: Account;
/** What the visitor sent (a number no other run of this file uses). */
const visitor = {
  name: 'Nisha Verma',
  mobile: `6${String(Date.now()).slice(-9)}`,
};

beforeAll(async () => {
  browser = await launchBrowser();
  downloads = mkdtempSync(path.join(os.tmpdir(), 'kaksha-e2e-downloads-'));
  sales = await createAccount('Sana Sales', 'SALES');
});
afterAll(async () => {
  await browser?.close();
  rmSync(downloads, { recursive: true, force: true });
});

const form = (page: Page) => page.getByRole('form', { name: 'Request a call back' });

describe('call-back requests', () => {
  it('a visitor goes from a program page to the form, sends it and sees the confirmation', async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await gotoHydrated(page, '/course/webmonk');
    const help = page.getByRole('region', { name: 'Need help deciding?' });
    await help.getByRole('link', { name: 'Request a call back' }).click();
    await page.waitForURL((url) => url.pathname === '/request-call');
    expect(new URL(page.url()).searchParams.get('program')).toBe('webmonk');
    // The page's module loads after the URL changes: its title follows.
    await expect.poll(() => page.title()).toBe('Kaksha | Request a call back');

    const request = form(page);
    // The link's program is chosen; the rest is the visitor's.
    expect(await request.getByLabel('Program').inputValue()).toBe('webmonk');
    await request.getByLabel('Your name').fill(visitor.name);
    await request.getByLabel('Mobile number').fill(`+91 ${visitor.mobile}`);
    await request.getByLabel('Best time to call (IST)').selectOption('evening');
    await request.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
    await request.getByRole('button', { name: 'Request a call back' }).click();

    const thanks = page.getByRole('heading', { name: `Thanks, ${visitor.name}!` });
    await thanks.waitFor();
    expect(await thanks.evaluate((element) => element === document.activeElement)).toBe(true);
    const panel = page.locator('section', { has: thanks });
    expect(await panel.textContent()).toContain(
      `${visitor.mobile.slice(0, 5)} ${visitor.mobile.slice(5)}`,
    );
    await saveShot(page, 'request-call-sent-1280.png');
    await panel.getByRole('link', { name: 'Back to Webmonk' }).click();
    await page.waitForURL((url) => url.pathname === '/course/webmonk');
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('at 375 px the form fits, works by keyboard and names what is missing', async () => {
    const { page, errors, context } = await openPage(browser, PHONE);
    await gotoHydrated(page, '/request-call');
    const request = form(page);
    await request.getByLabel('Your name').waitFor();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    // Keyboard only: into the name, on through every control to the button, Enter.
    await request.getByLabel('Your name').focus();
    await page.keyboard.type('Arjun');
    const reached: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
      });
      reached.push(label);
      if (label === 'Request a call back') break;
    }
    expect(reached.at(-1)).toBe('Request a call back');
    await page.keyboard.press('Enter');
    await request.getByText(CALL_BACK_MESSAGES.mobileInvalid).waitFor();
    await request.getByText(CALL_BACK_MESSAGES.programRequired).waitFor();
    await request.getByText(CALL_BACK_MESSAGES.consentRequired).waitFor();
    expect(await request.getByText(CALL_BACK_MESSAGES.nameRequired).count()).toBe(0);
    await saveShot(page, 'request-call-375.png');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('SALES finds the request in the console and in the downloaded CSV', async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await page.goto('/operations');
    await signInAsStaff(page, 'Sales', sales);
    await expectToast(page, AUTH_MESSAGES.loginSuccess);
    await page.waitForURL((url) => url.pathname === '/operations/sales');

    await page.getByRole('button', { name: 'Call-back requests' }).click();
    const filters = page.getByRole('form', { name: 'Call-back requests filters' });
    await filters.getByLabel('Name or mobile').fill(visitor.mobile);
    await filters.getByRole('button', { name: 'Display' }).click();
    const region = page.getByRole('region', { name: 'Call-back requests' });
    const row = region.getByRole('row').filter({ hasText: visitor.name });
    await row.waitFor();
    expect(await row.textContent()).toContain(visitor.mobile);
    expect(await row.textContent()).toContain('Webmonk');
    expect(await row.textContent()).toContain('Evening (4 pm – 8 pm)');
    await page.getByText('Showing 1 call-back request (all that match)').waitFor();
    await saveShot(page, 'sales-call-backs-1280.png');

    const { bytes, url } = await downloadFrom(
      page,
      () => filters.getByRole('button', { name: 'Download Now' }).click(),
      downloads,
    );
    await expectToast(page, SALES_MESSAGES.downloadStarted);
    expect(url.pathname).toBe('/api/v1.5/call-back-requests/export.csv');
    expect(url.searchParams.get('search')).toBe(visitor.mobile);
    const csv = parseCsv(bytes);
    expect(csv.header).toEqual([...CALL_BACK_CSV_COLUMNS]);
    const [record, ...others] = recordsOf(csv);
    expect(others).toEqual([]);
    expect(record).toMatchObject({
      name: visitor.name,
      mobileNumber: visitor.mobile,
      program: 'webmonk',
      preferredTime: 'evening',
      userEmail: '',
    });
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });
});
