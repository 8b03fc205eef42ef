import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import {
  WEEKDAY_SHORT,
  istDate,
  istTime,
  weekdayOf,
  type BatchDetail,
  type BatchSession,
  type CreateBatchBody,
  type CreateSessionBody,
  type UpdateBatchBody,
} from '@kaksha/shared';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { api, logInThroughApi, registerAccount } from './accounts';
import type { Account } from './accounts';
import { adminBearer } from './staff';

// Shared by the batch journeys: batches and sessions the ADMIN sets up through the API, learners
// placed in them through a real purchase, the server's outbox and the learner's calendar feed.
//
// Other journeys on this server buy programs too, and a checkout without a chosen batch takes the
// program's soonest open batch with a seat. A batch made here is open only while its own journey
// needs it (a purchase in it) and is closed right after, so no later checkout lands in it.

/** Batches these journeys opened: closed after the purchase, and again after the file. */
const opened = new Set<string>();
let tagCount = 0;

/** A suffix no other batch, session or account of this run (or a retry) has. */
export function uniqueTag(): string {
  tagCount += 1;
  return `${Date.now().toString(36)}${tagCount}`;
}

async function asAdmin<T>(apiPath: string, method: string, body?: unknown): Promise<T> {
  return api<T>(apiPath, {
    method,
    headers: {
      Authorization: `Bearer ${await adminBearer()}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export async function createBatch(body: CreateBatchBody): Promise<BatchDetail> {
  const batch = await asAdmin<BatchDetail>('/v1.5/batches', 'POST', body);
  if (batch.status === 'open') opened.add(batch.id);
  return batch;
}

export async function updateBatch(id: string, body: UpdateBatchBody): Promise<BatchDetail> {
  const batch = await asAdmin<BatchDetail>(`/v1.5/batches/${id}`, 'PATCH', body);
  if (batch.status === 'open') opened.add(id);
  else opened.delete(id);
  return batch;
}

export function addSession(batchId: string, body: CreateSessionBody): Promise<BatchSession> {
  return asAdmin<BatchSession>(`/v1.5/batches/${batchId}/sessions`, 'POST', body);
}

export function cancelSession(id: string): Promise<BatchSession> {
  return asAdmin<BatchSession>(`/v1.5/sessions/${id}`, 'DELETE');
}

/** Closes every batch these journeys left open (after a journey that failed half-way, too). */
export async function closeOpenedBatches(): Promise<void> {
  for (const id of [...opened]) await updateBatch(id, { status: 'closed' });
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A new learner who bought `courseId` with a seat in `batch` (checkout, the sandbox's Pay, the
 * confirmation). The batch is open only from the order until the seat is held.
 */
export async function learnerInBatch(
  name: string,
  batch: BatchDetail,
): Promise<Required<Account> & { token: string }> {
  const learner = await registerAccount(name);
  const token = await logInThroughApi(learner.email, learner.password);
  const auth = { ...bearer(token), 'Content-Type': 'application/json' };
  const wasOpen = batch.status === 'open';
  if (!wasOpen) await updateBatch(batch.id, { status: 'open' });
  const order = await api<{ orderId: string }>('/v1.5/payment/0', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      mobileNumber: '9876543210',
      selectedCourses: [{ id: batch.courseId, batchId: batch.id }],
    }),
  });
  if (!wasOpen) await updateBatch(batch.id, { status: 'closed' });
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
  return { ...learner, token };
}

/** A whole minute `minutes` from now, as the API takes an instant. */
export const minutesFromNow = (minutes: number) =>
  new Date(Math.ceil(Date.now() / 60_000) * 60_000 + minutes * 60_000).toISOString();

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A batch day as the pages write it: 'Sat, 6 Mar 2027'. */
export function formatIstDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAY_SHORT[weekdayOf(date)]}, ${d} ${MONTHS[m - 1]} ${y}`;
}

/** An instant as the staff console writes it: 'Sat, 6 Mar 2027, 10:00 IST'. */
export const formatIstDayTime = (instant: string) =>
  `${formatIstDay(istDate(instant))}, ${istTime(instant)} IST`;

/** An instant as the session e-mails write it: 'Sat 6 Mar 2027, 10:00 IST'. */
export const mailWhen = (instant: string) => formatIstDayTime(instant).replace(/^(\w{3}),/, '$1');

/** The learner's secret calendar feed URL, as the API gives it to them. */
export async function calendarFeedUrl(token: string): Promise<string> {
  return (await api<{ url: string }>('/v1.5/users/me/calendar-feed', { headers: bearer(token) }))
    .url;
}

/** The feed at `url`, fetched as a calendar app would (no credentials) and parsed. */
export async function readCalendarFeed(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
  return { calendar, events, byUid: new Map(events.map((event) => [event.uid, event])) };
}

/** The UID the feed gives a session's event. */
export const eventUid = (sessionId: string) => `session-${sessionId}@kaksha`;

/** A raw message with its quoted-printable parts decoded (UTF-8), soft line breaks joined. */
function decodeMail(raw: string): string {
  return Buffer.from(
    raw
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/**
 * The newest e-mail to `address` in the server's outbox (no SMTP_URL: .eml files) whose decoded
 * text contains `text`, raw and decoded; waits for it (the session e-mails go out in the next
 * session-notices round, a refund's once the provider has processed it).
 */
export async function findMail(
  address: string,
  text: string,
): Promise<{ raw: string; decoded: string }> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const fileTag = address.replace(/[^a-z0-9@._-]/gi, '_');
  let found: { raw: string; decoded: string } | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(outbox)) return false;
        found = readdirSync(outbox)
          .filter((name) => name.includes(fileTag))
          .sort()
          .map((name) => readFileSync(path.join(outbox, name), 'latin1'))
          .map((raw) => ({ raw, decoded: decodeMail(raw) }))
          .filter((mail) => mail.decoded.includes(text))
          .at(-1);
        return found !== undefined;
      },
      { timeout: 20_000, message: `an e-mail to ${address} saying "${text}"` },
    )
    .toBe(true);
  return found!;
}

/** The decoded text of the newest e-mail to `address` that contains `text` (see findMail). */
export async function mailTo(address: string, text: string): Promise<string> {
  return (await findMail(address, text)).decoded;
}

/** A file attached to an e-mail. */
export interface MailFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * The attachments of a raw message as the server composes it (a multipart/mixed whose parts after
 * the text are base64 files with Content-Disposition: attachment; filename=...).
 */
export function attachmentsOf(raw: string): MailFile[] {
  const unfold = (headers: string) => headers.replace(/\r\n[ \t]+/g, ' ');
  const top = unfold(raw.slice(0, raw.indexOf('\r\n\r\n')));
  const boundary = /Content-Type:\s*multipart\/mixed;[^\r\n]*boundary="?([^";\r\n]+)"?/i.exec(
    top,
  )?.[1];
  if (!boundary) return [];
  return raw.split(`--${boundary}`).flatMap((part) => {
    const end = part.indexOf('\r\n\r\n');
    if (end < 0) return [];
    const headers = unfold(part.slice(0, end));
    const disposition = /^Content-Disposition:\s*attachment;([^\r\n]*)/im.exec(headers)?.[1];
    if (disposition === undefined) return [];
    return [
      {
        name: /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? '',
        contentType: /^Content-Type:\s*([^;\r\n]+)/im.exec(headers)?.[1]?.trim() ?? '',
        bytes: Buffer.from(part.slice(end + 4).replace(/\s+/g, ''), 'base64'),
      },
    ];
  });
}

/** The checkout's learner details, saved (the profile a first purchase needs). */
export async function completeDetails(page: Page) {
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('9876543210');
  await page.getByLabel('College Name').fill('IIT Madras');
  await page.getByLabel('Stream').fill('CSE');
  const apply = page.getByRole('button', { name: 'Apply Changes' });
  await apply.click();
  await expect.poll(() => apply.isDisabled()).toBe(true);
}

/** A business buyer's details for a GST invoice (the checkout's collapsed section). */
export interface BusinessBilling {
  gstin: string;
  legalName: string;
  address: string;
}

/**
 * The checkout's billing details (issue 26), which Complete Payment needs: the state or union
 * territory (a GST state code, e.g. '29' Karnataka) and the PIN; with `business`, the GST invoice
 * section opened and filled. The name on the invoice is left as the page fills it (the profile's).
 */
export async function fillBilling(
  page: Page,
  billing: { state: string; pin: string; business?: BusinessBilling } = {
    state: '29',
    pin: '560001',
  },
) {
  const form = page.getByRole('form', { name: 'Billing details' });
  await form.getByLabel('State or union territory').selectOption(billing.state);
  await form.getByLabel('PIN code').fill(billing.pin);
  if (!billing.business) return;
  const business = form.getByRole('button', { name: 'I need a GST invoice for my business' });
  if ((await business.getAttribute('aria-expanded')) !== 'true') await business.click();
  await form.getByLabel('GSTIN').fill(billing.business.gstin);
  await form.getByLabel('Legal name of the business').fill(billing.business.legalName);
  await form.getByLabel('Registered address').fill(billing.business.address);
}

/** A meeting tool's participant list, as Zoom exports it (byte-order mark, CRLF). */
export function zoomParticipantsCsv(
  rows: Array<{ name: string; email: string; minutes: number }>,
): Buffer {
  const header =
    'Name (Original Name),User Email,Join Time,Leave Time,Duration (Minutes),Guest,Recording Consent';
  const lines = rows.map(
    (row) =>
      `${row.name},${row.email},11/27/2026 06:00:05 PM,11/27/2026 07:30:41 PM,${row.minutes},${row.email ? 'Yes' : 'No'},Y`,
  );
  return Buffer.from(`\ufeff${[header, ...lines].join('\r\n')}\r\n`, 'utf8');
}
