import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPUS_BENEFIT_CAROUSEL,
  CAMPUS_BENEFITS,
  CAMPUS_ROLES,
  CAMPUS_SKILLS,
  CAMPUS_STEPS,
  CAMPUS_TESTIMONIALS,
} from '../../../content/campus-associate';
import { siteConfig } from '../../../content/site-config';
import {
  expectNewTabLink,
  getSection,
  preloadPublicPage,
  readSectionHeadings,
  renderPageWithHead,
  renderPublicPage,
} from '../../../test/page-checks';

const applyHref = siteConfig.links.campusAssociateApplicationForm;

beforeAll(() => preloadPublicPage('/campus-associate'));

/** The names of the testimonials on screen, in slide order. */
function shownTestimonials(carousel: HTMLElement) {
  return within(carousel)
    .getAllByRole('group', { hidden: true })
    .filter((slide) => slide.getAttribute('aria-hidden') === 'false')
    .map((slide) => CAMPUS_TESTIMONIALS.find((t) => slide.textContent?.includes(t.quote))?.name);
}

// Whole-page renders with many role queries: give a busy machine room.
describe('/campus-associate', () => {
  it('has its head and every section of the spec, in order', async () => {
    await renderPageWithHead('/campus-associate', { h1: 'Campus Associate' });
    expect(
      document.querySelector('meta[name="description"]')?.getAttribute('content')?.length,
    ).toBeGreaterThan(120);
    expect(readSectionHeadings()).toEqual([
      'Lead the Kaksha community at your college',
      'Why become a Campus Associate',
      'Four steps to get started',
      'Skills required',
      'Roles and responsibilities',
      'Benefits of being a Campus Associate',
      'What our Campus Associates say',
      'Feel Connected, Join us!',
    ]);
  });

  it('shows the counts of the spec: 6 carousel cards, 4 steps, 6 skills, 6 roles, 9 benefits', async () => {
    await renderPublicPage('/campus-associate');
    const carousel = screen.getByRole('region', { name: 'Reasons to become a Campus Associate' });
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(
      CAMPUS_BENEFIT_CAROUSEL.length,
    );
    expect(CAMPUS_BENEFIT_CAROUSEL).toHaveLength(6);
    // It plays by itself (and can be paused).
    expect(
      within(carousel).getByRole('button', { name: 'Pause automatic slide show' }),
    ).toBeTruthy();

    const steps = screen.getByRole('list', { name: 'Steps to become a Campus Associate' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(CAMPUS_STEPS.map((step) => step.title));
    const skills = screen.getByRole('list', { name: 'Skills required' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CAMPUS_SKILLS.map((skill, index) => `${index + 1}${skill}`));
    expect(
      within(screen.getByRole('list', { name: 'Roles and responsibilities' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(CAMPUS_ROLES.length);
    expect(
      within(screen.getByRole('list', { name: 'Campus Associate benefits' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(CAMPUS_BENEFITS.length);
  });

  it('cycles the 3 testimonials one at a time, wrapping around at both ends', async () => {
    await renderPublicPage('/campus-associate');
    const carousel = screen.getByRole('region', { name: 'Campus Associate testimonials' });
    const [first, second, third] = CAMPUS_TESTIMONIALS.map((t) => t.name);
    expect(shownTestimonials(carousel)).toEqual([first]);
    // Testimonials wait for the visitor: no autoplay.
    expect(within(carousel).queryByRole('button', { name: /automatic slide show/ })).toBeNull();

    const previous = within(carousel).getByRole('button', { name: 'Previous testimonial' });
    const next = within(carousel).getByRole('button', { name: 'Next testimonial' });
    fireEvent.click(previous);
    expect(shownTestimonials(carousel)).toEqual([third]);
    fireEvent.click(next);
    expect(shownTestimonials(carousel)).toEqual([first]);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(shownTestimonials(carousel)).toEqual([third]);
    fireEvent.click(next);
    expect(shownTestimonials(carousel)).toEqual([first]);
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shownTestimonials(carousel)).toEqual([second]);
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(shownTestimonials(carousel)).toEqual([third]);
  });

  it('Explore moves focus to the program section', async () => {
    await renderPublicPage('/campus-associate');
    const explore = screen.getByRole('link', { name: 'Explore' });
    const programHeading = screen.getByRole('heading', {
      level: 2,
      name: 'Lead the Kaksha community at your college',
    });
    // A real anchor, so it works before the script loads too.
    expect(explore.getAttribute('href')).toBe(`#${programHeading.id}`);
    fireEvent.click(explore);
    expect(document.activeElement).toBe(programHeading);
  });

  it('opens Apply Now, Enroll now and Join Us in a new tab on the application form', async () => {
    await renderPublicPage('/campus-associate');
    for (const name of [/^Apply Now/, /^Enroll now/, /^Join Us/]) {
      const links = screen.getAllByRole('link', { name });
      expect(links).toHaveLength(1);
      expectNewTabLink(links[0]!, applyHref);
      expect(links[0]!.textContent).toContain('(opens in a new tab)');
    }
  });

  it('sends Request a call back to /request-call', async () => {
    const { router } = await renderPublicPage('/campus-associate');
    const closing = getSection('Feel Connected, Join us!');
    const callBack = within(closing).getByRole('link', { name: 'Request a call back' });
    expect(callBack.getAttribute('href')).toBe('/request-call');
    fireEvent.click(callBack);
    await waitFor(() =>
      expect((router.state.navigation.location ?? router.state.location).pathname).toBe(
        '/request-call',
      ),
    );
  });
});
