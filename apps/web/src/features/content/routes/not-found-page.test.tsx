import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { routes } from '../../../app/routes';

// Pages are lazy chunks; on a busy machine the first load of one can take over a second.
configure({ asyncUtilTimeout: 5000 });

async function renderAt(initialEntries: string[], initialIndex?: number) {
  const router = createMemoryRouter(routes, { initialEntries, initialIndex });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Page not found' });
  return router;
}

/** The page the browser came from, as `document.referrer` reports it. */
function setReferrer(url: string) {
  Object.defineProperty(document, 'referrer', { configurable: true, get: () => url });
}

afterEach(() => {
  Reflect.deleteProperty(document, 'referrer');
});

describe('Not-found page', () => {
  it('says "Page not found", asks search engines not to index it and offers useful links', async () => {
    await renderAt(['/no/such/page']);
    expect(document.title).toBe('Kaksha | Page not found');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    const links = within(screen.getByRole('navigation', { name: 'Or try one of these' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/programs', '/event-listing', '/blog']);
    expect(screen.getByRole('link', { name: 'support@kaksha.in' }).getAttribute('href')).toBe(
      'mailto:support@kaksha.in',
    );
  });

  it('"Go back" returns to the page the visitor came from in the app', async () => {
    const router = await renderAt(['/programs', '/nope'], 1);
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Programs' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/programs');
  });

  it('"Go back" on a page opened directly goes home, in place of the missing page', async () => {
    const router = await renderAt(['/nope']);
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('"Go back" goes home when the visitor came from another site', async () => {
    window.history.pushState(null, '', '/nope');
    setReferrer('https://www.google.com/search?q=kaksha');
    const router = await renderAt(['/nope']);
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.location.pathname).toBe('/nope');
  });

  it('"Go back" uses the browser history when one of our pages loaded the 404 page', async () => {
    // As the server's 404.html is reached: a full page load from /blog to /nope.
    window.history.replaceState(null, '', '/blog');
    window.history.pushState(null, '', '/nope');
    setReferrer(`${window.location.origin}/blog`);
    const router = await renderAt(['/nope']);
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(window.location.pathname).toBe('/blog'));
    // The browser went back; the router did not send the visitor home.
    expect(router.state.location.pathname).toBe('/nope');
  });

  it('"Take me home" goes to /', async () => {
    const router = await renderAt(['/programs', '/nope'], 1);
    fireEvent.click(screen.getByRole('button', { name: 'Take me home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('PUSH');
  });
});
