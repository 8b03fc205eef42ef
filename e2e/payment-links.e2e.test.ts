import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAYMENT_LINK_MESSAGES, addDays, istDate, type CartQuote } from '@kaksha/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, expectToast, logInOnPage } from './accounts';
import { closeOpenedBatches, createBatch, findMail, uniqueTag } from './batches';
import { DESKTOP, PHONE, launchBrowser, openPage } from './browser';
import { SHOTS_DIR, createAccount, pageScrollWidth, saveShot, signInAsStaff } from './staff';

// Payment links end to end (issue 27) against the built server and its Razorpay sandbox: SALES
// sends a link from a call-back request to someone with no account; the recipient opens the
// e-mailed link in their own browser, pays on the hosted pay page, sets a password from the
// e-mail that follows, signs in and finds the order, its invoice and the batch; SALES sees Paid.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeOpenedBatches();
  await browser?.close();
});

const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

const unfoldQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The path and token of the newest set-password link e-mailed to `address` (the server's outbox). */
async function resetLinkMailedTo(address: string): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const fileTag = address.replace(/[^a-z0-9@._-]/gi, '_');
  const pattern = /https?:\/\/[^\s"<]+(\/reset-password[#?]token=[A-Za-z0-9_-]+)/;
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
      { timeout: 30_000, message: `a set-password link e-mailed to ${address}` },
    )
    .toBe(true);
  return found!;
}

/** The payment links page's row of this recipient (their e-mail is unique). */
const linkRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

describe('payment links', () => {
  it('SALES sends a link from a call-back; a new recipient pays it, sets a password and finds the order, invoice and batch', async () => {
    const tag = uniqueTag();
    const today = istDate(new Date());
    // A batch of its own, far ahead, so the journey can name it on My programs.
    const batch = await createBatch({
      courseId: 'iot',
      name: `IOT link ${tag}`,
      startDate: addDays(today, 75),
      endDate: addDays(today, 105),
      capacity: 5,
      status: 'open',
    });
    const mobile = `9${String(Date.now()).slice(-9)}`;
    const recipient = {
      name: `Nisha Link ${tag}`,
      email: `nisha.link.${tag}@e2e.test`,
      mobile,
    };
    // The visitor asks for a call back about IOT from the public form's API.
    await api('/v1.5/call-back-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-forwarded-for': '10.77.0.9' },
      body: JSON.stringify({
        name: recipient.name,
        mobileNumber: mobile,
        program: 'iot',
        preferredTime: 'any',
        consent: true,
      }),
    });
    const quote = await api<CartQuote>('/v1.5/cart/quote', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ courseIds: ['iot'], batches: { iot: batch.id } }),
    });

    // SALES: the console's call-back requests, the row's Send payment link.
    const sales = await createAccount('Link Sales', 'SALES');
    const staff = await openPage(browser, DESKTOP);
    const desk = staff.page;
    await desk.goto('/operations/sales');
    await signInAsStaff(desk, 'Sales', sales);
    await desk.waitForURL((url) => url.pathname === '/operations/sales');
    await desk.getByRole('heading', { name: 'Sales', level: 1 }).waitFor();
    await desk.getByRole('radio', { name: 'Call-back', exact: true }).check();
    await desk.getByRole('radio', { name: 'Call-back requests' }).check();
    await desk.getByLabel('Name or mobile').fill(mobile);
    await desk.getByRole('button', { name: 'Display' }).click();
    const callBack = desk.getByRole('row').filter({ hasText: recipient.name });
    await callBack.getByRole('button', { name: /^Send .* a payment link$/ }).click();

    const dialog = desk.getByRole('dialog', { name: 'Send a payment link' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe(recipient.name);
    expect(await dialog.getByLabel(/^Mobile/).inputValue()).toBe(mobile);
    await dialog.getByLabel('E-mail').fill(recipient.email);
    const program = dialog.getByLabel('Program', { exact: true });
    await expect.poll(() => program.inputValue()).toBe('iot');
    const batchSelect = dialog.getByLabel('Batch for program');
    await expect.poll(() => batchSelect.inputValue()).not.toBe('');
    await batchSelect.selectOption(batch.id);
    // The server's price, before sending.
    await expect
      .poll(() => dialog.getByTestId('link-total').textContent())
      .toBe(INR.format(quote.totalDiscountedPrice));
    // The dialog as the viewport shows it (a full-page shot would draw the page past its backdrop).
    await desk.screenshot({ path: path.join(SHOTS_DIR, 'payment-link-dialog-1280.png') });
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expectToast(desk, PAYMENT_LINK_MESSAGES.sent);
    const sent = desk.getByRole('dialog', { name: 'Payment link sent' });
    const url = await sent.getByLabel('Payment link').inputValue();
    expect(url).toMatch(/^https?:\/\//);
    await sent.getByRole('button', { name: 'Done' }).click();
    await sent.waitFor({ state: 'detached' });

    // The recipient's e-mail carries the same link.
    await findMail(recipient.email, url);

    // The recipient, in a browser of their own: the link leads to the hosted pay page.
    const payer = await openPage(browser, PHONE);
    const phone = payer.page;
    await phone.goto(url);
    await phone.waitForURL((at) => at.pathname.includes('/sandbox/razorpay/'));
    await phone.getByRole('button', { name: 'Fail' }).waitFor();
    await phone.getByRole('button', { name: /^pay/i }).click();
    await phone.waitForURL(
      (at) => at.pathname === '/payment-link/done' && at.searchParams.get('outcome') === 'paid',
    );
    await phone.getByRole('heading', { name: 'Payment received', level: 1 }).waitFor();
    await phone.getByText(/We have e-mailed your receipt and GST invoice/).waitFor();
    expect(await pageScrollWidth(phone)).toBeLessThanOrEqual(PHONE.width);
    await saveShot(phone, 'payment-link-done-375.png');

    // New to Kaksha: the set-password e-mail, then a password, then a log-in.
    await phone.goto(await resetLinkMailedTo(recipient.email));
    const password = `Link-${Math.random().toString(36).slice(2, 10)}`;
    await phone.getByLabel('New password', { exact: true }).fill(password);
    await phone.getByLabel('Repeat the new password', { exact: true }).fill(password);
    await phone.getByRole('button', { name: 'Set new password' }).click();
    await phone.getByText(/Your password has been changed/).waitFor();
    await logInOnPage(phone, { ...recipient, password });

    // /orders: the order, Paid, with its invoice.
    await phone.goto('/orders');
    await phone.getByRole('heading', { name: 'Orders and invoices', level: 1 }).waitFor();
    const order = phone.getByRole('list', { name: 'Orders' }).getByRole('article', { name: 'IOT' });
    await order.locator('span', { hasText: /^Paid$/ }).waitFor();
    await order.getByRole('button', { name: /^Invoice KAK\// }).waitFor();

    // My programs: the program in the batch the link named.
    await phone.goto('/user-profile');
    const enrolled = phone
      .getByRole('list', { name: 'Enrolled programs' })
      .getByRole('article', { name: 'IOT' });
    await enrolled.getByText(batch.name, { exact: true }).waitFor();

    // Back at the desk: the link reads Paid.
    await desk.getByRole('link', { name: 'Payment links' }).click();
    await desk.waitForURL((at) => at.pathname === '/operations/payment-links');
    const row = linkRow(desk, recipient.email);
    // The status badge (the row's times name "Paid" too).
    await row.locator('span', { hasText: /^Paid$/ }).waitFor();
    expect(await row.getByRole('button', { name: /^Resend/ }).count()).toBe(0);
    await saveShot(desk, 'payment-links-1280.png');

    // The list at 375 px: no sideways scroll of the page (the table scrolls in its own region).
    const narrow = await openPage(browser, PHONE);
    await narrow.page.goto('/operations/payment-links');
    await signInAsStaff(narrow.page, 'Sales', sales);
    await narrow.page.waitForURL((at) => at.pathname === '/operations/payment-links');
    await linkRow(narrow.page, recipient.email).waitFor();
    expect(await pageScrollWidth(narrow.page)).toBeLessThanOrEqual(PHONE.width);
    await saveShot(narrow.page, 'payment-links-375.png');

    for (const opened of [staff, payer, narrow])
      expect(opened.errors, opened.errors.join('\n')).toEqual([]);
    await Promise.all([staff.context.close(), payer.context.close(), narrow.context.close()]);
  }, 120_000);
});
