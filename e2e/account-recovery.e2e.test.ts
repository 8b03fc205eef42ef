import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectToast, logInOnPage, registerAccount } from './accounts';
import { DESKTOP, launchBrowser, openPage } from './browser';
import { downloadFrom } from './staff';

// Issue 23's journey: forgot password → e-mail → reset → log in; verify the address; change the
// password; download my data; delete the account.

let browser: Browser;
let saveDir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  saveDir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-e2e-my-data-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(saveDir, { recursive: true, force: true });
});

const unfoldQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The path and fragment of the newest link to `page` e-mailed to `address` (the server's outbox). */
async function linkMailedTo(address: string, page: string): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const fileTag = address.replace(/[^a-z0-9@._-]/gi, '_');
  const pattern = new RegExp(`https?://[^\\s"<]+(/${page}#token=[A-Za-z0-9_-]+)`);
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = readdirSync(outbox)
          .filter((name) => name.includes(fileTag))
          .sort()
          .map((name) => unfoldQuotedPrintable(readFileSync(path.join(outbox, name), 'utf8')))
          .map((mail) => pattern.exec(mail)?.[1])
          .filter(Boolean)
          .at(-1);
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

async function fillPassword(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

describe('account recovery and data rights', () => {
  it('forgot → reset → log in; verify; change password; download my data; delete', async () => {
    const learner = await registerAccount('Tara Joshi');
    const { page, errors } = await openPage(browser, DESKTOP);

    // Forgot password, from the log-in form.
    await page.goto('/login');
    await page.getByRole('main').getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByLabel('Email').fill(learner.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/we have e-mailed it a link/).waitFor();

    // The e-mailed link sets a new password.
    await page.goto(await linkMailedTo(learner.email, 'reset-password'));
    const reset = `Reset-${Math.random().toString(36).slice(2, 10)}`;
    await fillPassword(page, 'New password', reset);
    await fillPassword(page, 'Repeat the new password', reset);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(/Your password has been changed/).waitFor();
    await logInOnPage(page, { ...learner, password: reset });

    // Unverified: the profile says so. The sign-up's link verifies the address (the reset already
    // proved the mailbox, so the banner is gone either way once it is opened).
    await page.goto(await linkMailedTo(learner.email, 'verify-email'));
    await page.getByText(/verified|expired or was already used/).waitFor();
    await page.goto('/user-profile');
    await page.getByRole('form', { name: 'Your details' }).waitFor();
    expect(await page.getByRole('region', { name: 'E-mail not verified' }).count()).toBe(0);

    // Change password.
    const changed = `Changed-${Math.random().toString(36).slice(2, 10)}`;
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password', { exact: true }).fill(reset);
    await form.getByLabel('New password', { exact: true }).fill(changed);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText(/Your password has been changed/).waitFor();

    // Download my data.
    const section = page.getByRole('region', { name: 'Your data' });
    const file = await downloadFrom(
      page,
      () => section.getByRole('button', { name: 'Download my data' }).click(),
      saveDir,
    );
    expect(file.name).toBe('kaksha-my-data.json');
    expect(JSON.parse(file.bytes.toString('utf8')).profile).toMatchObject({
      email: learner.email,
      isEmailVerified: true,
    });

    // Delete the account.
    await section.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = section.getByRole('group', { name: 'Confirm account deletion' });
    await confirm.getByLabel('Password', { exact: false }).first().fill(changed);
    await confirm.getByRole('button', { name: 'Delete permanently' }).click();
    await expectToast(page, 'Your account has been deleted.');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/login');
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password', { exact: true }).fill(changed);
    await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByText('Check your credentials and try again').first().waitFor();
    expect(errors.filter((e) => !/401|400/.test(e))).toEqual([]);
  });
});
