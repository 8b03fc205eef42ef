import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_MEDIA_QUERY } from '../../../components/ui/use-media-query';
import { WEBMONK_CONTENT } from '../../../content/programs/webmonk.content';
import { CourseProjects } from './course-projects';
import { stubMatchMedia } from '../../../test/match-media';

afterEach(() => {
  vi.unstubAllGlobals();
});

function getShownSlides(region: HTMLElement) {
  return within(region)
    .getAllByRole('group', { hidden: true })
    .filter((slide) => slide.getAttribute('aria-hidden') === 'false');
}

describe('project carousel', () => {
  function stubViewport(isPhone: boolean) {
    stubMatchMedia(isPhone ? [PHONE_MEDIA_QUERY] : []);
  }

  it('shows three projects on a wide screen', () => {
    stubViewport(false);
    render(<CourseProjects name="Webmonk" projects={WEBMONK_CONTENT.projects} />);
    const region = screen.getByRole('region', { name: 'Webmonk projects' });
    expect(getShownSlides(region)).toHaveLength(3);
  });

  it('shows one project at 767 px and narrower', () => {
    stubViewport(true);
    render(<CourseProjects name="Webmonk" projects={WEBMONK_CONTENT.projects} />);
    const region = screen.getByRole('region', { name: 'Webmonk projects' });
    expect(getShownSlides(region)).toHaveLength(1);
    expect(within(region).getAllByRole('group', { hidden: true })).toHaveLength(5);
  });
});
