import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, gotoHydrated, launchBrowser, openPage } from './browser';

// The content pages' moving parts in a real browser: FAQ lists, the landing page's testimonial
// slider by keyboard, and a carousel that plays by itself.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The text of the slides the carousel marks as shown. */
function shownSlides(carousel: Locator): Promise<string[]> {
  return carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]').allTextContents();
}

describe('content pages in the browser', () => {
  it('/mentor: 3 questions, all 12 after Read More, 3 again after Collapse', async () => {
    const { page, errors, context } = await openPage(browser, PHONE);
    await page.goto('/mentor');
    const faq = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Questions from instructors' }),
    });
    const questions = faq.getByRole('button', { name: /\?$/ });
    await expect.poll(() => questions.count()).toBe(3);
    await faq.getByRole('button', { name: 'Read More' }).click();
    await expect.poll(() => questions.count()).toBe(12);
    // An answer opens and closes.
    const first = questions.first();
    await first.click();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await first.click();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
    await faq.getByRole('button', { name: 'Collapse' }).click();
    await expect.poll(() => questions.count()).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/: the testimonial slider moves with the arrow keys and wraps at both ends', async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    // Keys pressed before the app hydrates go to static HTML; a person would press again.
    await gotoHydrated(page, '/');
    const slider = page.getByRole('region', { name: 'Learner testimonials' });
    await slider.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await shownSlides(slider)).join()).toContain('Ananya Kulkarni');
    // Focus inside stops the autoplay, so only the keys move it from here.
    await slider.getByRole('button', { name: 'Next testimonial' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await shownSlides(slider)).join()).toContain('Rohit Menon');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await shownSlides(slider)).join()).toContain('Farah Siddiqui');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/about-us: the story slider plays by itself and stops with Pause', async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await gotoHydrated(page, '/about-us');
    const slider = page.getByRole('region', { name: 'Kaksha’s story in pictures' });
    await slider.scrollIntoViewIfNeeded();
    const first = (await shownSlides(slider)).join();
    await expect
      .poll(async () => (await shownSlides(slider)).join(), { timeout: 8_000 })
      .not.toBe(first);
    await slider.getByRole('button', { name: /^Pause/ }).click();
    // Neither the pointer nor focus stays on it: only Pause keeps it still.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const paused = (await shownSlides(slider)).join();
    await page.waitForTimeout(4_500);
    expect((await shownSlides(slider)).join()).toBe(paused);
    expect(errors).toEqual([]);
    await context.close();
  });
});
