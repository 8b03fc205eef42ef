import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, expectToast, logInThroughApi, registerAccount } from './accounts';
import { DESKTOP, PHONE, launchBrowser, openPage } from './browser';
import { downloadFrom } from './staff';

// Events end to end against the built server: a staff member adds an event with an uploaded
// banner, the public finds it on the landing page and the listing, staff edit it, delete and
// undelete it, and a visitor registers, confirms by e-mail and receives the calendar file; staff
// then download events.csv and the registrations as the browser's own downloads.

// A real banner image; the server re-encodes it to WebP when the event is saved.
const bannerPng = () =>
  sharp({ create: { width: 1600, height: 600, channels: 3, background: '#5a21d9' } })
    .png()
    .toBuffer();

let browser: Browser;
let staffEmail: string;
let staffPassword: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const adminToken = await logInThroughApi(inject('adminEmail'), inject('adminPassword'));
  const staff = await registerAccount('Esha Events');
  await api(`/v1.5/users/${encodeURIComponent(staff.id)}/role`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ role: 'EVENTS' }),
  });
  staffEmail = staff.email;
  staffPassword = staff.password;
});
afterAll(() => browser?.close());

/** The staff page, signed in through /operations as an Event & Blog account. */
async function openManageEvents(page: Page) {
  await page.goto('/operations/manage-events');
  const form = page.getByRole('form', { name: 'Operations sign-in' });
  await form.getByRole('radio', { name: 'Event & Blog' }).check();
  await form.getByLabel('Email').fill(staffEmail);
  await form.getByLabel('Password', { exact: true }).fill(staffPassword);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/operations/manage-events');
  await page.getByRole('button', { name: 'ADD' }).waitFor();
}

/** The newest e-mail to `address` in the server's outbox (no SMTP_URL: .eml files) that matches. */
async function mailTo(address: string, matches: (raw: string) => boolean): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const fileTag = address.replace(/[^a-z0-9@._-]/gi, '_');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = readdirSync(outbox)
          .filter((name) => name.includes(fileTag))
          .sort()
          .map((name) => unfoldQuotedPrintable(readFileSync(path.join(outbox, name), 'utf8')))
          .filter(matches)
          .at(-1);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** Quoted-printable bodies, joined back into plain text. */
const unfoldQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('events', () => {
  const heading = `Shipping React apps ${Date.now().toString(36)}`;
  const start = new Date(Date.now() + 5 * 86_400_000);
  start.setUTCHours(13, 30, 0, 0); // 7:00 PM IST
  const localStart = `${start.toISOString().slice(0, 10)}T19:00`;
  let slug = '';
  const visitorEmail = `visitor.${Date.now().toString(36)}@e2e.test`;

  it('staff add an event with an uploaded banner; it shows on the landing page and the listing', async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await openManageEvents(page);
    await page.getByRole('button', { name: 'ADD' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add event' });
    await dialog.getByLabel('Heading', { exact: true }).fill(heading);
    await dialog.getByLabel('Sub heading').fill('From a laptop to real users in one evening');
    await dialog.getByLabel('Date and time').fill(localStart);
    await dialog.getByLabel('About Event').fill('We deploy a React app live.\nBring questions.');
    await dialog.getByLabel('Speaker name').fill('Meera Iyer');
    await dialog.getByLabel('Choose banner (pc) image').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: await bannerPng(),
    });
    await dialog.getByRole('button', { name: 'Upload Banner (PC)' }).click();
    await dialog.getByText('File uploaded successfully!').first().waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Event added successfully!');
    await page.getByRole('dialog', { name: 'Add event' }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: heading }).waitFor();

    const created = (
      await api<Array<{ heading: string; uniqueNameForUrl: string; bannerLinkPC: string }>>(
        '/v1.5/events?active=true&limit=200',
      )
    ).find((e) => e.heading === heading);
    // Absolute on PUBLIC_URL (the server's address here), so a client on another origin shows it.
    expect(
      created?.bannerLinkPC.startsWith(`${inject('baseURL')}/api/uploads/events/banner-pc/`),
    ).toBe(true);
    expect(created?.bannerLinkPC).toMatch(/\.webp$/);
    slug = created!.uniqueNameForUrl;

    // The landing page's carousel of open events, then the listing, then the detail page.
    await page.goto('/');
    // The carousels load when the visitor scrolls near them.
    await page.getByRole('heading', { name: 'Upcoming events' }).scrollIntoViewIfNeeded();
    const upcoming = page.getByRole('region', { name: 'Upcoming events' });
    await upcoming.getByRole('link', { name: `Enroll Now: ${heading}` }).waitFor();
    await page.goto('/event-listing');
    const card = page.getByRole('article').filter({ hasText: heading });
    await card.getByRole('link', { name: /Details/ }).click();
    await page.waitForURL((url) => url.pathname === `/events/${slug}`);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await page.getByText('7:00 PM IST').first().waitFor();
    const banner = page.locator(`img[src="${created!.bannerLinkPC}"]`);
    expect(await banner.count()).toBeGreaterThan(0);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('serves the event page with its head for link previews, and 404 for an unknown event', async () => {
    const html = await (await fetch(`${inject('baseURL')}/events/${slug}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${heading}" />`);
    expect(html).toContain('"@type":"Event"');
    const missing = await fetch(`${inject('baseURL')}/events/no-such-event-anywhere`);
    expect(missing.status).toBe(404);
  });

  it('staff update the event with a patch, delete it (gone for the public) and undelete it', async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await openManageEvents(page);
    await page.getByRole('button', { name: `UPDATE ${heading}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Update event' });
    await dialog.getByLabel('Sub heading').fill('Now with a live Q&A');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Event updated successfully!');
    const updated = await api<{ subHeading: string }>(`/v1.5/events/${slug}`);
    expect(updated.subHeading).toBe('Now with a live Q&A');

    await page.getByRole('button', { name: `DELETE ${heading}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this event?').waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('button', { name: `UNDELETE ${heading}` }).waitFor();
    expect((await fetch(`${inject('baseURL')}/api/v1.5/events/${slug}`)).status).toBe(404);

    const visitor = await context.newPage();
    await visitor.goto(`/events/${slug}`);
    await visitor.getByText('Event Not found').first().waitFor();
    await visitor.close();

    await page.getByRole('button', { name: `UNDELETE ${heading}` }).click();
    // Exact: "UNDELETE …" contains "DELETE …", and would be found before the server has answered.
    await page.getByRole('button', { name: `DELETE ${heading}`, exact: true }).waitFor();
    expect((await fetch(`${inject('baseURL')}/api/v1.5/events/${slug}`)).status).toBe(200);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('a visitor registers on a phone, confirms from the e-mail and gets the calendar file', async () => {
    const email = visitorEmail;
    const { page, errors, context } = await openPage(browser, PHONE);
    await page.goto(`/events/${slug}`);
    const form = page.getByRole('form', { name: 'Register for this event' });
    await form.getByLabel('Your name').fill('Vikram Visitor');
    await form.getByLabel('E-mail address').fill(email);
    await form.getByRole('button', { name: 'Reserve my seat' }).click();
    await page.getByText('Check your inbox').first().waitFor();

    const confirmMail = await mailTo(email, (raw) => raw.includes('#confirm='));
    const link = /https?:\/\/[^\s"<>]+#confirm=[A-Za-z0-9_-]+/.exec(confirmMail)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).hash);
    await page.getByRole('button', { name: 'Confirm my seat' }).click();
    await page
      .getByText(/You're registered/)
      .first()
      .waitFor();

    const confirmed = await mailTo(email, (raw) => /Content-Type: text\/calendar/i.test(raw));
    const ics = /Content-Type: text\/calendar[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/i.exec(
      confirmed,
    );
    const calendar = Buffer.from(ics![1]!.replace(/\r\n/g, ''), 'base64').toString('utf8');
    expect(calendar).toContain('BEGIN:VTIMEZONE');
    expect(calendar).toContain('DTSTART;TZID=Asia/Kolkata:');
    expect(calendar).toContain(heading);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('staff download events.csv and the registrations natively: server files behind a ticket', async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    const saveDir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-e2e-events-'));
    try {
      await openManageEvents(page);
      const events = await downloadFrom(
        page,
        () => page.getByRole('button', { name: 'Download', exact: true }).click(),
        saveDir,
      );
      expect(events.name).toBe('events.csv');
      // Fetched by the browser from the server's path, the ticket in place of the bearer token.
      expect(events.url.pathname).toBe('/api/v1.5/events/export.csv');
      expect(events.url.searchParams.get('ticket')).toBeTruthy();
      expect(events.bytes.toString('utf8')).toContain(heading);
      await expectToast(page, 'Your download has started.');

      await page.getByRole('button', { name: `Registrations for ${heading}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Registrations' });
      await dialog.getByRole('table', { name: `Registrations for ${heading}` }).waitFor();
      await dialog.getByRole('cell', { name: visitorEmail }).waitFor();
      const registrations = await downloadFrom(
        page,
        () => dialog.getByRole('button', { name: 'Download CSV' }).click(),
        saveDir,
      );
      expect(registrations.name).toBe(`${slug}-registrations.csv`);
      expect(registrations.url.pathname).toMatch(/^\/api\/v1\.5\/events\/\d+\/registrations\.csv$/);
      expect(registrations.bytes.toString('utf8')).toContain(visitorEmail);
      expect(errors, errors.join('\n')).toEqual([]);
    } finally {
      rmSync(saveDir, { recursive: true, force: true });
      await context.close();
    }
  });
});
