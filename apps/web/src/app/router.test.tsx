import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { COURSE_PAGE_SLUGS, WEB_ROUTE_PATTERNS } from '@kaksha/shared';
import { PROGRAMS } from '../content/programs';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';
import { routes } from './router';

function renderApp(initialEntries: string[] = ['/'], initialIndex?: number) {
  const router = createMemoryRouter(routes, { initialEntries, initialIndex });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

async function findPageHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

/** Every full path the router declares (the '*' catch-all aside). */
function declaredPaths(children: readonly RouteObject[], parent = ''): string[] {
  return children.flatMap((route) => {
    const path = route.index
      ? parent || '/'
      : route.path
        ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
        : parent;
    const own = route.path || route.index ? [path] : [];
    return [...own, ...declaredPaths(route.children ?? [], path)];
  });
}

describe('the route table the server knows', () => {
  it('lists exactly the paths of the router, so the server answers 404 for the rest', () => {
    const paths = new Set(declaredPaths(routes).filter((p) => !p.endsWith('*') && p !== '/'));
    paths.add('/');
    expect([...paths].sort()).toEqual([...WEB_ROUTE_PATTERNS].sort());
  });

  it('knows the slugs of the program pages', () => {
    expect(PROGRAMS.map((program) => program.slug).sort()).toEqual([...COURSE_PAGE_SLUGS].sort());
  });
});

describe('routes', () => {
  it('renders the home page at /', async () => {
    renderApp(['/']);
    expect(await findPageHeading(/learn live/i)).toBeTruthy();
    expect(document.title).toBe('Kaksha | Home');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it.each(['/About-us', '/about-us', '/ABOUT-US'])('renders the About page at %s', async (path) => {
    renderApp([path]);
    expect(await findPageHeading('About Us')).toBeTruthy();
    expect(document.title).toBe('Kaksha | About Us');
  });

  it.each([
    ['/course/Webmonk', 'Webmonk'],
    ['/course/webmonk', 'Webmonk'],
    ['/course/Machinester', 'Machinester'],
    ['/course/codeslayer', 'Codeslayer'],
    ['/course/Codeslayer', 'Codeslayer'],
    ['/course/IOT', 'IOT'],
    ['/course/iot', 'IOT'],
  ])('resolves the program page %s', async (path, name) => {
    renderApp([path]);
    expect(await findPageHeading(name)).toBeTruthy();
    expect(document.title).toBe(`Kaksha | ${name}`);
  });

  it('shows Not-found for an unknown course slug', async () => {
    renderApp(['/course/cooking']);
    expect(await findPageHeading('Page not found')).toBeTruthy();
    expect(document.title).toBe('Kaksha | Page not found');
    // Still inside the site layout.
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('serves /Coupons standalone, without the header and footer', async () => {
    renderApp(['/Coupons']);
    expect(await findPageHeading('Coupon Management')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it.each([
    ['/login', 'Log In', 'Login'],
    ['/signup', 'Sign Up', 'Signup'],
    ['/refer', 'Refer & Earn', 'Refer & Earn'],
    ['/blog', 'Blog', 'Blog'],
    ['/blog/six', 'Blog', 'Blog'],
    ['/campus-associate', 'Campus Associate', 'Campus Associate'],
    ['/mentor', 'Become a Mentor', 'Mentor'],
    ['/unsuccess', 'Your Payment was unsuccessful !', 'Payment Unsuccessful'],
    ['/cart', 'Your Cart', 'Cart'],
    ['/updated-css', 'Upcoming Events', 'Events'],
    ['/operations', 'Operations', 'Operations'],
    ['/operations/manage-events', 'Manage Events', 'Manage Events'],
    ['/operations/sales', 'Sales', 'Sales'],
    ['/hire-with-us', 'Hire With Us', 'Hire With Us'],
    ['/event-listing', 'Events', 'Events'],
    ['/events/42', 'Event', 'Event'],
    ['/programs', 'Programs', 'Programs'],
    ['/test', 'Test', 'Test'],
    ['/payment-success', 'Your Payment was successfull!', 'Payment Successful'],
    ['/policy', 'Privacy & Refund Policy', 'Policy'],
    ['/terms_condition', 'Terms & Conditions', 'Terms & Conditions'],
  ])('renders %s', async (path, heading, title) => {
    renderApp([path]);
    expect(await findPageHeading(heading)).toBeTruthy();
    expect(document.title).toBe(`Kaksha | ${title}`);
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it.each([['/user-profile'], ['/User-Profile'], ['/cart-summary']])(
    'sends a signed-out visitor from %s to the log-in page, to come back after',
    async (path) => {
      const router = renderApp([path]);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(path);
      expect(await findPageHeading('Log In')).toBeTruthy();
    },
  );
});

describe('Not-found page', () => {
  it('is shown for an unknown path and "Take me home" goes to /', async () => {
    const router = renderApp(['/no/such/page']);
    expect(await findPageHeading('Page not found')).toBeTruthy();
    expect(document.title).toBe('Kaksha | Page not found');

    fireEvent.click(screen.getByRole('button', { name: 'Take me home' }));
    expect(await findPageHeading(/learn live/i)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('"Go back" returns to the previous page', async () => {
    const router = renderApp(['/programs', '/nowhere'], 1);
    expect(await findPageHeading('Page not found')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await findPageHeading('Programs')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/programs');
  });

  it('"Go back" goes home when there is no earlier page', async () => {
    const router = renderApp(['/nowhere']);
    expect(await findPageHeading('Page not found')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await findPageHeading(/learn live/i)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('payment outcome pages', () => {
  it('/unsuccess offers the help contacts and a way home', async () => {
    renderApp(['/unsuccess']);
    await findPageHeading('Your Payment was unsuccessful !');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'support@kaksha.in' }).getAttribute('href')).toBe(
      'mailto:support@kaksha.in',
    );
    expect(main.getByRole('link', { name: '+91 98450 12345' }).getAttribute('href')).toBe(
      'tel:+919845012345',
    );
    expect(main.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it('/payment-success links home', async () => {
    renderApp(['/payment-success']);
    await findPageHeading('Your Payment was successfull!');
    expect(screen.getByRole('link', { name: 'Return to home' }).getAttribute('href')).toBe('/');
  });
});
