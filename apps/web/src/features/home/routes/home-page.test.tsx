import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { KEY_ATTRIBUTES } from '../../../content/home/home-attributes';
import { ALUMNI_EMPLOYERS } from '../../../content/home/home-logos';
import { MEDIA_ITEMS } from '../../../content/home/home-media';
import { TESTIMONIALS } from '../../../content/home/home-testimonials';
import { siteConfig } from '../../../content/site-config';
import { setUpApp } from '../../../test/render-app';

const app = setUpApp();

// The landing page's section headings, in the spec's order (document 2, "Landing page /"): hero
// (the h1), key attributes, how we are different, explore by category, collaborations, active
// events, past events, instructors' companies, hiring partners, media presence, alumni employers;
// then the testimonial slider (document 1 §1) and the closing call to action.
const SECTION_HEADINGS = [
  'Kaksha in numbers',
  'How we are different',
  'Explore by category',
  'Learning with campuses and communities',
  'Upcoming events',
  'Missed one? Watch past events',
  'Our instructors come from',
  'Our hiring partners',
  'Kaksha in the media',
  'Where our alumni work',
  'What our learners say',
  'Not sure where to start?',
];

beforeAll(async () => {
  // Warm the lazy page and the carousel so the first test does not wait on the imports.
  await Promise.all([import('../../../app/pages/home'), import('../../../components/ui/carousel')]);
});

/** The build's HTML of `/` (what a crawler or a visitor without JavaScript gets). */
async function renderLandingHtml() {
  // Imported here, not at the top: the app's modules load once the test API is in place.
  const { listPrerenderPaths, renderPage } = await import('../../../app/prerender');
  const page = await renderPage('/');
  const document = new DOMParser().parseFromString(page.html, 'text/html');
  return { page, document, prerendered: listPrerenderPaths() };
}

function getShownSlide(region: HTMLElement) {
  const shown = within(region)
    .getAllByRole('group', { hidden: true })
    .filter((slide) => slide.getAttribute('aria-hidden') === 'false');
  expect(shown).toHaveLength(1);
  return shown[0]!.textContent;
}

describe('landing page', () => {
  it('has every section in the prerendered HTML, in the spec’s order', async () => {
    const { page, document } = await renderLandingHtml();
    expect(page.status).toBe(200);
    const main = document.querySelector('main')!;
    expect(main.querySelector('h1')?.textContent).toMatch(/^Learn live\./);
    expect([...main.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(
      SECTION_HEADINGS,
    );
    // The count-up draws its final numbers before any JavaScript runs.
    const counts = [...main.querySelectorAll('[data-count-up]')].map((node) => node.textContent);
    expect(counts).toEqual(['50,000+', '250+', '50+', '150+']);
    expect(KEY_ATTRIBUTES).toHaveLength(counts.length);
    // Carousels and the rotating logos keep all their content in the page.
    const text = main.textContent ?? '';
    for (const item of MEDIA_ITEMS) expect(text).toContain(item.title);
    for (const testimonial of TESTIMONIALS) {
      expect(text).toContain(testimonial.content);
      expect(text).toContain(testimonial.name);
      expect(text).toContain(testimonial.college);
    }
    for (const logo of ALUMNI_EMPLOYERS) expect(text).toContain(logo.name);
  });

  it('lazy-loads every image below the hero, each with its size', async () => {
    const { document } = await renderLandingHtml();
    const images = [...document.querySelectorAll('main img')];
    const [hero, ...rest] = images;
    expect(hero?.getAttribute('loading')).toBeNull();
    expect(rest.length).toBeGreaterThan(30);
    for (const image of rest) {
      expect(image.getAttribute('loading'), image.getAttribute('src')!).toBe('lazy');
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
      expect(image.hasAttribute('alt')).toBe(true);
    }
  });

  it('links only to pages the build writes', async () => {
    const { document, prerendered } = await renderLandingHtml();
    const pages = new Set(prerendered.map((path) => path.toLowerCase()));
    const links = [...document.querySelectorAll('main a[href]')].map((link) =>
      link.getAttribute('href')!,
    );
    expect(links.length).toBeGreaterThan(10);
    for (const href of links) {
      expect(href, 'an in-site link').toMatch(/^\//);
      const path = new URL(href, 'http://x').pathname.toLowerCase();
      expect(pages.has(path), href).toBe(true);
    }
  });

  it('has its title, canonical link and the organisation’s JSON-LD', async () => {
    app.renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Kaksha | Live online programs for students');
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical).toBe(`${window.location.origin}/`);
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
    const organization = blocks.find((block) => block['@type'] === 'EducationalOrganization');
    expect(organization).toMatchObject({
      name: 'Kaksha',
      email: siteConfig.emails.hello.address,
      telephone: siteConfig.phones.admissions.e164,
      sameAs: siteConfig.social.map((link) => link.href),
      address: { addressLocality: 'Bengaluru', postalCode: '560038', addressCountry: 'IN' },
    });
  });

  it('draws the sections in order in the browser too, events in their slots', async () => {
    app.renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const headings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(SECTION_HEADINGS);
  });

  it('moves the testimonial slider with its arrows and the arrow keys, wrapping around', async () => {
    app.renderApp('/');
    const next = await screen.findByRole('button', { name: 'Next testimonial' });
    const region = screen.getByRole('region', { name: 'Learner testimonials' });
    // Focus inside pauses the slide show, so only our moves count.
    act(() => next.focus());
    const [first, second, third] = TESTIMONIALS;
    expect(getShownSlide(region)).toContain(first!.name);
    fireEvent.click(next);
    expect(getShownSlide(region)).toContain(second!.name);
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(getShownSlide(region)).toContain(third!.name);
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(getShownSlide(region)).toContain(first!.name);
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(getShownSlide(region)).toContain(third!.name);
    expect(within(region).getByText('3 / 3')).toBeTruthy();
  });
});
