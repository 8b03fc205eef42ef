import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CALL_BACK_MESSAGES } from '@kaksha/shared';
import { PHONE, launchBrowser, openPage } from './browser';

// A prerendered page is on screen before its code runs (issue 28, ADR 0020): a tap on one of its
// buttons in that time must not be lost. Here the app's code is held back at the network until
// the tap has been made, so the tap lands on the server's HTML with no app behind it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Holds every request for the app's start module until `release` is called. */
async function holdAppCode(page: Page): Promise<{ release: () => void; held: Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markHeld!: () => void;
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route: Route) => {
    markHeld();
    await released;
    await route.continue();
  });
  return { release, held };
}

describe('a tap before the page has hydrated', () => {
  it('opens the phone menu once the app takes over, and the page is then the app', async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const { release, held } = await holdAppCode(page);
    await page.goto('/programs');
    // The page is drawn (its heading, the header) and the app's code has been asked for.
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    await held;
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    // Nothing can open the menu yet: it is still the server's HTML.
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');

    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.locator('#mobile-navigation').waitFor({ state: 'visible' });
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    // Pressed once: a second tap (the app's own handler) closes it again.
    await menu.click();
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a form from being sent the browser’s way and checks it in the app instead', async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const { release, held } = await holdAppCode(page);
    await page.goto('/request-call');
    await held;
    // A mark on this document: a page load (the browser's own submission) would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // Sent empty with no app behind it, the form would reload the page with its fields in the
    // address (the browser's own submission).
    await page.getByRole('button', { name: 'Request a call back' }).click();
    await page.getByRole('button', { name: 'Request a call back' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // The app checked it (the last tap, once) and said what is missing; nothing was loaded.
    await page.getByText(CALL_BACK_MESSAGES.nameRequired).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('when the app’s code is asked for (ADR 0020)', () => {
  it('a prerendered page: only after its first contentful paint, but for the entry', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto('/programs', { waitUntil: 'networkidle' });
    // Both in the page's own clock: when each script was asked for, and the first paint.
    const { scripts, firstPaint } = await page.evaluate(() => ({
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => ({ url: new URL(entry.name).pathname, at: entry.startTime })),
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    }));
    await context.close();
    const app = scripts.filter((script) => /\/assets\/(start|client)-/.test(script.url));
    expect(app.map((script) => script.url.replace(/-[^/]+$/, '')).sort()).toEqual([
      '/assets/client',
      '/assets/start',
    ]);
    for (const script of app) expect(script.at, script.url).toBeGreaterThan(firstPaint);
    // The entry itself comes with the HTML.
    expect(scripts.some((script) => script.at < firstPaint)).toBe(true);
  });

  it('the shell (a page drawn in the browser): at once, with the HTML', async () => {
    const html = await (
      await fetch(new URL('/cart', inject('baseURL')), { headers: { accept: 'text/html' } })
    ).text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    expect(preloaded.map((match) => match[1]!.replace(/-[^/]+$/, ''))).toEqual(
      expect.arrayContaining(['/assets/start', '/assets/client']),
    );
    const prerendered = await (
      await fetch(new URL('/programs', inject('baseURL')), { headers: { accept: 'text/html' } })
    ).text();
    expect(prerendered).not.toContain('rel="modulepreload"');
  });
});
