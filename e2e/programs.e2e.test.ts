import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, gotoHydrated, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface ApiCourse {
  id: string;
  name: string;
  price: number;
  discountedPrice: number | null;
}

async function readCart(page: Page): Promise<Array<{ id: string; price: number }>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
}

/** Slides of a carousel that are on screen: inside the carousel's viewport box. */
async function getSlidesOnScreen(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((region) => {
    const viewport = region.querySelector('.overflow-hidden')!.getBoundingClientRect();
    return Array.from(region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'))
      .filter((slide) => {
        const box = slide.getBoundingClientRect();
        const visibleWidth =
          Math.min(box.right, viewport.right) - Math.max(box.left, viewport.left);
        return visibleWidth > box.width / 2;
      })
      .map((slide) => slide.querySelector('h3')?.textContent ?? '');
  });
}

async function getSlidesMarkedShown(carousel: Locator): Promise<string[]> {
  return carousel
    .locator('[aria-roledescription="slide"][aria-hidden="false"] h3')
    .allTextContents();
}

describe('programs catalogue and program pages', () => {
  it('filters to Machinester, opens it, enrolls at the API price and reaches /cart after ~2 s', async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    const apiCourse = (await (
      await page.request.get('/api/v1.5/courses/machinester')
    ).json()) as ApiCourse;

    await page.goto('/programs');
    await expect.poll(() => page.title()).toBe('Kaksha | Programs');
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe(4);

    await page.getByRole('button', { name: 'Machine Learning', exact: true }).click();
    await expect.poll(() => cards.allTextContents()).toHaveLength(1);
    await expect(cards.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([
      'Machinester',
    ]);
    await expect(
      page
        .getByRole('button', { name: 'Machine Learning', exact: true })
        .getAttribute('aria-pressed'),
    ).resolves.toBe('true');

    await cards.getByRole('link', { name: 'Machinester', exact: true }).click();
    await page.waitForURL('**/course/machinester');
    await expect.poll(() => page.title()).toBe('Kaksha | Machinester');

    const enroll = page.getByRole('button', { name: `Enroll Now for Rs ${apiCourse.price}` });
    await enroll.waitFor();
    await enroll.click();
    const clickedAt = Date.now();
    await page.getByText('Item successfully added to cart!').waitFor();
    await page.waitForURL('**/cart');
    const waitedMs = Date.now() - clickedAt;
    expect(waitedMs).toBeGreaterThanOrEqual(1500);
    expect(waitedMs).toBeLessThan(5000);

    const cart = await readCart(page);
    expect(cart.map((item) => item.id)).toEqual(['machinester']);
    expect(cart[0]?.price).toBe(apiCourse.price);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('enrolls from a catalogue card straight into the cart, once', async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await page.goto('/programs');
    await page.getByRole('button', { name: 'Enroll in Webmonk' }).click();
    await page.waitForURL('**/cart');
    await page.goto('/programs');
    await page.getByRole('button', { name: 'Enroll in Webmonk' }).click();
    await page.waitForURL('**/cart');
    const cart = await readCart(page);
    expect(cart.map((item) => item.id)).toEqual(['webmonk']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['/course/webmonk', 'Webmonk'],
    ['/course/codeslayer', 'Codeslayer'],
    ['/course/machinester', 'Machinester'],
    ['/course/IOT', 'IOT'],
  ])('%s shows its title, price and 12 FAQs behind Read More', async (path, name) => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await page.goto(path);
    await expect.poll(() => page.title()).toBe(`Kaksha | ${name}`);
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    await page.getByRole('button', { name: /^Enroll Now for Rs \d+$/ }).waitFor();

    const faq = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: `Questions about ${name}` }),
    });
    const questions = faq.getByRole('button', { name: /\?/ });
    await expect(questions.count()).resolves.toBe(3);
    await faq.getByRole('button', { name: 'Read More' }).click();
    await expect.poll(() => questions.count()).toBe(12);
    await faq.getByRole('button', { name: 'Collapse' }).click();
    await expect.poll(() => questions.count()).toBe(3);

    // Every image on the page comes from this origin and actually loads.
    const images = await page
      .locator('img')
      .evaluateAll((nodes) =>
        (nodes as HTMLImageElement[]).map((img) => ({ src: img.currentSrc || img.src })),
      );
    const origin = new URL(page.url()).origin;
    for (const image of images) expect(new URL(image.src).origin).toBe(origin);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows one project card on a phone, wrapping both ways', async () => {
    const { page, errors, context } = await openPage(browser, PHONE);
    // The carousel's buttons and keys work once the app has hydrated the prerendered page.
    await gotoHydrated(page, '/course/webmonk');
    const carousel = page.getByRole('region', { name: 'Webmonk projects' });
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => getSlidesOnScreen(carousel)).toEqual(['Personal portfolio site']);
    await expect(getSlidesMarkedShown(carousel)).resolves.toEqual(['Personal portfolio site']);

    await carousel.getByRole('button', { name: 'Previous project' }).click();
    await expect.poll(() => getSlidesOnScreen(carousel)).toEqual(['Full-stack storefront']);
    await expect(getSlidesMarkedShown(carousel)).resolves.toEqual(['Full-stack storefront']);

    await carousel.getByRole('button', { name: 'Next project' }).click();
    await expect.poll(() => getSlidesOnScreen(carousel)).toEqual(['Personal portfolio site']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows three project cards on a desktop and moves with the arrow keys', async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await gotoHydrated(page, '/course/webmonk');
    const carousel = page.getByRole('region', { name: 'Webmonk projects' });
    await carousel.scrollIntoViewIfNeeded();
    await expect
      .poll(() => getSlidesOnScreen(carousel))
      .toEqual(['Personal portfolio site', 'Weather dashboard', 'Kanban task board']);

    await carousel.getByRole('button', { name: 'Next project' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => getSlidesOnScreen(carousel))
      .toEqual(['Weather dashboard', 'Kanban task board', 'Blogging REST API']);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // Wrapped: the last project first, then the first two.
    await expect
      .poll(async () => (await getSlidesOnScreen(carousel)).sort())
      .toEqual(['Full-stack storefront', 'Personal portfolio site', 'Weather dashboard']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
