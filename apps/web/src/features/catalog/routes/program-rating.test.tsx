import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROGRAMS, toProgramPath } from '../../../content/programs';
import { setUpApp } from '../../../test/render-app';
import { getDecorativeRating } from '../lib/decorative-rating';

// The spec draws a card's rating at random; here each program has one decorative value, and its
// catalogue card and its own page show the same one.

const app = setUpApp();

beforeAll(async () => {
  // Warm the lazy pages so the first test does not wait on the module imports.
  await Promise.all([import('./programs-page'), import('./course-page')]);
});

/** What a program's rating says: the number, the stars' name and the review count. */
function readRating(container: HTMLElement) {
  const rating = within(container).getByTestId('program-rating');
  return {
    text: rating.textContent,
    stars: within(rating).getByRole('img').getAttribute('aria-label'),
  };
}

describe('decorative rating', () => {
  it.each(PROGRAMS.map((program) => [program.name, program] as const))(
    '%s: the catalogue card and the program page show the same rating and review count',
    async (name, program) => {
      const catalogue = app.renderApp('/programs');
      const card = await screen.findByRole('article', {
        name: (_, element) =>
          within(element as HTMLElement).queryByRole('heading', { name }) !== null,
      });
      const onCard = readRating(card);
      catalogue.view.unmount();

      app.renderApp(toProgramPath(program));
      await screen.findByRole('heading', { level: 1, name });
      const header = screen.getByRole('heading', { level: 1, name }).parentElement!;
      await waitFor(() => expect(within(header).getByTestId('program-rating')).toBeTruthy());
      const onPage = readRating(header);

      expect(onPage).toEqual(onCard);
      // The program's one value, within the spec's ranges.
      const { rating, reviewCount } = getDecorativeRating(program.id);
      expect(onCard.stars).toBe(`Rated ${rating.toFixed(1)} out of 5`);
      expect(onCard.text).toBe(
        `${rating.toFixed(1)}(${reviewCount.toLocaleString('en-IN')} reviews)`,
      );
    },
    // Two whole pages, each loading its lazy route and the API's prices.
    20_000,
  );
});
