import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, gotoHydrated, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the web shell', () => {
  it('opens / and follows the header link to /programs', async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await page.goto('/');
    await expect.poll(() => page.title()).toBe('Kaksha | Live online programs for students');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Programs', exact: true }).click();
    await page.waitForURL('**/programs');
    await expect.poll(() => page.title()).toBe('Kaksha | Programs');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the menu at a 375 px viewport', async () => {
    const { page, errors, context } = await openPage(browser, PHONE);
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: /menu/i });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    const eventsLink = page.getByRole('banner').getByRole('link', { name: 'Events', exact: true });
    await expect(eventsLink.isVisible()).resolves.toBe(false);
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await eventsLink.waitFor({ state: 'visible' });
    await eventsLink.click();
    await page.waitForURL('**/event-listing');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('makes the page behind the open phone menu inert, and gives it back when the screen widens', async () => {
    const { page, errors, context } = await openPage(browser, PHONE);
    await gotoHydrated(page, '/programs');
    const main = page.locator('main');
    const footerLink = page.getByRole('contentinfo').getByRole('link').first();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect.poll(() => main.evaluate((element: HTMLElement) => element.inert)).toBe(true);
    await expect
      .poll(() => footerLink.evaluate((link) => link.closest('[inert]') !== null))
      .toBe(true);
    // What is inert takes no focus (nor a screen reader's browse mode).
    await footerLink.evaluate((link: HTMLElement) => link.focus());
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('footer')))).toBe(
      false,
    );

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => main.evaluate((element: HTMLElement) => element.inert)).toBe(false);
    await footerLink.evaluate((link: HTMLElement) => link.focus());
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('footer')))).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the Not-found page for an unknown path, and Take me home works', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    const response = await page.goto('/no/such/page');
    // The server knows the route table: an unknown page is a real 404 (crawlers, link previews).
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expect.poll(() => page.title()).toBe('Kaksha | Page not found');
    await page.getByRole('button', { name: 'Take me home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it("takes the spec's spellings of a path to the canonical page", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto('/About-us');
    expect(new URL(page.url()).pathname).toBe('/about-us');
    await expect.poll(() => page.title()).toBe('Kaksha | About Us');
    await page.goto('/course/Webmonk');
    expect(new URL(page.url()).pathname).toBe('/course/webmonk');
    await expect.poll(() => page.title()).toMatch(/^Kaksha \| Webmonk/);
    await context.close();
  });

  it('the test page pings the public API and checks the session', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.goto('/test');
    await page.getByRole('button', { name: 'Ping the API' }).click();
    await page.getByText('Public endpoint: no token needed.').waitFor();
    await page.getByRole('button', { name: 'Check my session' }).click();
    await page.getByText('401 Invalid access token').waitFor();
    // The 401 is the expected answer for a visitor; the console may report the failed request.
    expect(errors.filter((e) => !/401|Unauthorized/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('what the server sends before any JavaScript runs', () => {
  async function fetchPage(path: string) {
    const response = await fetch(new URL(path, inject('baseURL')), {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    return {
      status: response.status,
      location: response.headers.get('location'),
      html: await response.text(),
    };
  }

  it('a public page arrives prerendered: title, description, heading, the four programs', async () => {
    const { status, html } = await fetchPage('/');
    expect(status).toBe(200);
    expect(html).toContain('<title>Kaksha | Live online programs for students</title>');
    expect(html).toMatch(/<meta\s+name="description"\s+content="[^"]{40,}"/);
    expect(html).toMatch(/<h1[^>]*>Learn live\./);
    for (const name of ['Webmonk', 'Machinester', 'Codeslayer', 'IOT'])
      expect(html).toContain(name);
    expect(html).toContain('<script type="application/json" id="router-data">');
  });

  it.each([
    ['/About-us', '/about-us', 'About Us'],
    ['/course/IOT', '/course/iot', 'IOT'],
    ['/programs/', '/programs', 'Programs'],
  ])(
    '%s moves with 301 to %s, served from its prerendered file',
    async (path, canonical, title) => {
      const moved = await fetchPage(path);
      expect(moved.status).toBe(301);
      expect(moved.location).toBe(canonical);
      const { status, html } = await fetchPage(canonical);
      expect(status).toBe(200);
      expect(html).toContain(`<title>Kaksha | ${title}</title>`);
      const origin = new URL(inject('baseURL')).origin;
      expect(html).toContain(`<link rel="canonical" href="${origin}${canonical}"`);
    },
  );

  it.each([['/user-profile'], ['/cart-summary'], ['/operations/sales'], ['/coupons']])(
    '%s gets the app shell (drawn in the browser)',
    async (path) => {
      const { status, html } = await fetchPage(path);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
    },
  );

  it.each([['/no/such/page'], ['/course/cooking'], ['/blog/one/two']])(
    '%s is a 404 with the Not-found page in the HTML',
    async (path) => {
      const { status, html } = await fetchPage(path);
      expect(status).toBe(404);
      expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    },
  );
});
