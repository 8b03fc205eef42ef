import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { REFUND_RULES_TEXT, addDays, istDate, istInstant, type Enrolments } from '@kaksha/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectToast, logInOnPage, registerAccount } from './accounts';
import {
  addSession,
  attachmentsOf,
  bearer,
  closeOpenedBatches,
  completeDetails,
  createBatch,
  fillBilling,
  findMail,
  learnerInBatch,
  uniqueTag,
} from './batches';
import { DESKTOP, PHONE, gotoHydrated, launchBrowser, openPage } from './browser';
import { createAccount, downloadFrom, pageScrollWidth, signInAsStaff, tokenOf } from './staff';

// GST tax invoices and refunds end to end (issue 26) against the built server and its Razorpay
// sandbox: a business buys through the checkout with its GSTIN and gets the invoice by e-mail and
// on /orders; a learner asks for a refund from My programs, ADMIN approves it, and the learner's
// access ends and a credit note appears. Each journey has its own learner (and batch).

let browser: Browser;
let downloads: string;

beforeAll(async () => {
  browser = await launchBrowser();
  downloads = mkdtempSync(path.join(os.tmpdir(), 'kaksha-e2e-documents-'));
});
afterAll(async () => {
  await closeOpenedBatches();
  await browser?.close();
  rmSync(downloads, { recursive: true, force: true });
});

type Order = Enrolments['orders'][number];

const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
/** Paise as /orders and the refund dialog write them: '₹4,999.00'. */
const inr = (paise: number) => INR.format(paise / 100);

/** An invoice or credit note number as its PDF file is named: 'KAK/26-27/000123' -> 'KAK-26-27-000123.pdf'. */
const fileNameOf = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

async function enrolments(token: string): Promise<Enrolments> {
  return api<Enrolments>('/v1.5/users/me/enrolments', { headers: bearer(token) });
}

/** The learner's one order of `courseId`. */
async function orderOf(token: string, courseId: string): Promise<Order> {
  const orders = (await enrolments(token)).orders.filter((order) =>
    order.items.some((item) => item.courseId === courseId),
  );
  expect(orders).toHaveLength(1);
  return orders[0]!;
}

/** A PDF's text, every item on its pages joined by spaces (pdf.js, as the API's PDF tests read it). */
async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let p = 1; p <= document.numPages; p += 1) {
    const content = await (await document.getPage(p)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) texts.push(item.str);
  }
  await document.destroy();
  return texts.join(' ');
}

/** The order's card on /orders (an article named by its programs). */
const orderCard = (page: Page, programs: string) =>
  page.getByRole('list', { name: 'Orders' }).getByRole('article', { name: programs });

/** The order's state as its badge says it ('Paid', 'Refunded'; a "Refunded" amount is no badge). */
const statusBadge = (card: ReturnType<typeof orderCard>, label: string) =>
  card.locator('span', { hasText: new RegExp(`^${label}$`) });

/** Presses an invoice or credit note button and answers the PDF the browser saves. */
async function downloadDocument(page: Page, card: ReturnType<typeof orderCard>, label: string) {
  const button = card.getByRole('button', { name: label });
  return downloadFrom(page, () => button.click(), downloads);
}

describe('GST invoices and refunds', () => {
  it('a business pays with its GSTIN: the invoice PDF is e-mailed and downloads from /orders', async () => {
    const learner = await registerAccount('Rohan Mehta');
    const business = {
      gstin: '27AAPFU0939F1ZV',
      legalName: `Mehta Analytics LLP ${uniqueTag()}`,
      address: '4th Floor, Maker Chambers, Nariman Point, Mumbai',
    };
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await logInOnPage(page, learner);

    await gotoHydrated(page, '/programs');
    await page.getByRole('button', { name: 'Enroll in Codeslayer' }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('button', { name: 'Proceed to payment' }).click();
    await page.waitForURL('**/cart-summary');
    await page.getByTestId('order-total').waitFor();
    await completeDetails(page);
    const billing = page.getByRole('form', { name: 'Billing details' });
    // The invoice is made out to the learner's name unless they change it.
    expect(await billing.getByLabel('Name on the invoice').inputValue()).toBe(learner.name);
    await fillBilling(page, { state: '27', pin: '400001', business });
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await page
      .getByRole('dialog', { name: /test payment/ })
      .getByRole('button', { name: 'Pay' })
      .click();
    await page.waitForURL('**/payment-success');
    await page.getByRole('heading', { name: 'Your Payment was successfull!' }).waitFor();

    const token = await tokenOf(page);
    const order = await orderOf(token, 'code-slayer');
    expect(order.status).toBe('paid');
    const invoice = order.invoice!;
    expect(invoice.number).toMatch(/^KAK\/\d{2}-\d{2}\/\d{6,}$/);

    // The confirmation e-mail names the invoice and carries its PDF.
    const mail = await findMail(
      learner.email,
      `Your GST tax invoice ${invoice.number} is attached`,
    );
    const attached = attachmentsOf(mail.raw);
    expect(attached.map((file) => [file.name, file.contentType])).toEqual([
      [fileNameOf(invoice.number), 'application/pdf'],
    ]);
    expect(attached[0]!.name).toMatch(/^KAK-\d{2}-\d{2}-\d{6,}\.pdf$/);
    const mailedPdf = attached[0]!.bytes;
    expect(mailedPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Made out to the business, supplied to Maharashtra from another state: IGST.
    const text = await pdfText(mailedPdf);
    expect(text).toContain(invoice.number);
    expect(text).toContain(business.gstin);
    expect(text).toContain(business.legalName);
    expect(text).toContain('Maharashtra (27)');
    expect(text).toContain('IGST');

    // /orders, from My programs: the order, Paid, with its invoice to download.
    await page.getByRole('link', { name: 'View my programs' }).click();
    await page.waitForURL('**/user-profile');
    await page.getByRole('link', { name: 'Orders and invoices' }).click();
    await page.waitForURL('**/orders');
    await page.getByRole('heading', { name: 'Orders and invoices', level: 1 }).waitFor();
    const card = orderCard(page, 'Codeslayer');
    await statusBadge(card, 'Paid').waitFor();
    await card.getByText(INR.format(order.amount), { exact: true }).waitFor();
    const saved = await downloadDocument(page, card, `Invoice ${invoice.number}`);
    expect(saved.name).toBe(fileNameOf(invoice.number));
    expect(saved.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The same issued document: the snapshot renders the same bytes every time.
    expect(saved.bytes.equals(mailedPdf)).toBe(true);

    // The next checkout on this browser starts from these billing details.
    await gotoHydrated(page, '/programs');
    await page.getByRole('button', { name: 'Enroll in IOT' }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('button', { name: 'Proceed to payment' }).click();
    await page.waitForURL('**/cart-summary');
    const again = page.getByRole('form', { name: 'Billing details' });
    await expect.poll(() => again.getByLabel('State or union territory').inputValue()).toBe('27');
    expect(await again.getByLabel('PIN code').inputValue()).toBe('400001');
    expect(await again.getByLabel('GSTIN').inputValue()).toBe(business.gstin);

    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('a refund well before the batch starts: requested from My programs, approved by ADMIN, access ends and a credit note follows', async () => {
    const tag = uniqueTag();
    const today = istDate(new Date());
    // Far ahead (after the program's demo batch), and open only while the learner buys the seat
    // (learnerInBatch): no other journey's checkout lands in it.
    const batch = await createBatch({
      courseId: 'webmonk',
      name: `Webmonk refund ${tag}`,
      startDate: addDays(today, 60),
      endDate: addDays(today, 90),
      capacity: 5,
    });
    const sessions = [];
    for (const [days, title] of [
      [60, `HTML and CSS ${tag}`],
      [67, `JavaScript ${tag}`],
    ] as const)
      sessions.push(
        await addSession(batch.id, {
          startsAt: istInstant(addDays(today, days), '10:00').toISOString(),
          durationMinutes: 120,
          title,
        }),
      );
    const learner = await learnerInBatch('Ishaan Refund', batch);
    const bought = await orderOf(learner.token, 'webmonk');
    const paidPaise = Math.round(bought.amount * 100);
    expect(bought.canRequestRefund).toBe(true);

    const { page, errors, context } = await openPage(browser, PHONE);
    await logInOnPage(page, learner);
    await page.goto('/user-profile');
    const programCard = page
      .getByRole('list', { name: 'Enrolled programs' })
      .getByRole('article', { name: 'Webmonk' });
    await programCard.getByText(batch.name, { exact: true }).waitFor();

    // The policy gives everything back 7 or more days before the start; the learner says why.
    await programCard.getByRole('button', { name: 'Request a refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a refund' });
    await dialog
      .getByText(`Under our refund policy you would get ${inr(paidPaise)} back.`)
      .waitFor();
    await dialog.getByText(REFUND_RULES_TEXT.full_before_start).waitFor();
    await dialog.getByLabel('Why are you cancelling?').fill('My exams moved to the same weekends.');
    await dialog.getByRole('button', { name: 'Request refund' }).click();
    await expectToast(page, 'Refund requested');
    await dialog.waitFor({ state: 'detached' });
    await programCard
      .getByTestId('refund-request-status')
      .getByText('Refund requested — we will e-mail you our decision')
      .waitFor();
    expect(await programCard.getByRole('button', { name: 'Request a refund' }).count()).toBe(0);
    await findMail(learner.email, 'we have your refund request');

    // ADMIN approves what the policy gives.
    await approveAsAdmin(learner.email, paidPaise);

    // Once the provider has processed it: the credit note, e-mailed with its PDF.
    await expect
      .poll(async () => (await orderOf(learner.token, 'webmonk')).creditNotes.length, {
        timeout: 30_000,
        message: 'the refund processed and its credit note issued',
      })
      .toBe(1);
    const refunded = await orderOf(learner.token, 'webmonk');
    const creditNote = refunded.creditNotes[0]!;
    expect(creditNote.amountPaise).toBe(paidPaise);
    const mail = await findMail(learner.email, `Credit note ${creditNote.number}`);
    const attached = attachmentsOf(mail.raw);
    expect(attached.map((file) => file.name)).toEqual([fileNameOf(creditNote.number)]);

    // My programs no longer lists the program, nor /my-schedule its sessions.
    await page.goto('/user-profile');
    await page.getByText("You haven't enrolled in a program yet.").waitFor();
    expect(await page.getByRole('article', { name: 'Webmonk' }).count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'My schedule' }).click();
    await page.waitForURL('**/my-schedule');
    await page.getByText('No live sessions yet', { exact: false }).waitFor();
    for (const session of sessions) expect(await page.getByText(session.title).count()).toBe(0);

    // /orders: Refunded, with the credit note beside the invoice.
    await page.goto('/orders');
    const card = orderCard(page, 'Webmonk');
    await statusBadge(card, 'Refunded').waitFor();
    expect(
      await card
        .locator('dl > div', { has: page.getByRole('term').filter({ hasText: /^Refunded$/ }) })
        .getByRole('definition')
        .textContent(),
    ).toBe(inr(paidPaise));
    await card.getByRole('button', { name: `Invoice ${refunded.invoice!.number}` }).waitFor();
    const saved = await downloadDocument(page, card, `Credit note ${creditNote.number}`);
    expect(saved.name).toBe(fileNameOf(creditNote.number));
    expect(saved.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(saved.bytes.equals(attached[0]!.bytes)).toBe(true);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 90_000);
});

/**
 * An ADMIN, in a browser of their own, approves the learner's open refund request on
 * /operations/refunds for what the policy gives (the dialog starts at that amount).
 */
async function approveAsAdmin(learnerEmail: string, amountPaise: number) {
  const admin = await createAccount('Refund Admin', 'ADMIN');
  const { page, context } = await openPage(browser, DESKTOP);
  try {
    await page.goto('/operations/refunds');
    await signInAsStaff(page, 'Sales', admin);
    await page.waitForURL((url) => url.pathname === '/operations/refunds');
    await page.getByRole('heading', { name: 'Refunds', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: learnerEmail });
    await row.getByRole('button', { name: /^Approve .*’s refund$/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Approve .*’s refund$/ });
    expect(await dialog.getByLabel(/Amount to refund/).inputValue()).toBe(
      (amountPaise / 100).toFixed(2),
    );
    await dialog.getByRole('button', { name: 'Approve refund' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectToast(page, 'approved.');
  } finally {
    await context.close();
  }
}
