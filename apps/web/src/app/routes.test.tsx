import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Role } from '@kaksha/shared';
import { describe, expect, it, vi } from 'vitest';
import { BLOG_POSTS } from '../content/blog/blog-index';
import { PROGRAMS } from '../content/programs';
import { SessionProvider } from '../lib/session';
import type { SessionContextValue } from '../lib/session';
import { buildRouteManifest, listPrerenderPaths } from './prerender';
import { AppProviders } from './providers';
import { routes } from './routes';

function renderApp(initialEntries: string[] = ['/'], initialIndex?: number) {
  const router = createMemoryRouter(routes, { initialEntries, initialIndex });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** The app with a pinned session: signed in as `role`, or signed out. */
function renderAs(role: Role | null, path: string) {
  const signOut = vi.fn<SessionContextValue['signOut']>();
  const session: SessionContextValue = role
    ? { status: 'signed-in', user: { name: 'Asha Rao', email: 'asha@example.com', role }, signOut }
    : { status: 'signed-out', signOut };
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <SessionProvider value={session}>
        <RouterProvider router={router} />
      </SessionProvider>
    </AppProviders>,
  );
  return { router, signOut };
}

async function findPageHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('the route table the server knows', () => {
  const manifest = buildRouteManifest(listPrerenderPaths());
  const branchOf = (pattern: string) =>
    manifest.routes.find((route) => route.pattern === pattern)?.branch;

  it('prerenders every public marketing page and the four program pages', () => {
    expect(listPrerenderPaths()).toEqual(
      expect.arrayContaining([
        '/',
        '/programs',
        ...PROGRAMS.map((program) => `/course/${program.slug}`),
        '/event-listing',
        '/blog',
        '/campus-associate',
        '/about-us',
        '/hire-with-us',
        '/mentor',
        '/refer',
        '/policy',
        '/terms_condition',
        '/payment-success',
        '/unsuccess',
      ]),
    );
  });

  it('puts each page in its branch, and renders no learner or staff page at build time', () => {
    expect(['/cart-summary', '/user-profile', '/my-schedule', '/orders'].map(branchOf)).toEqual([
      'learner',
      'learner',
      'learner',
      'learner',
    ]);
    expect(
      [
        '/operations/sales',
        '/operations/manage-events',
        '/coupons',
        '/operations/refunds',
        '/operations/invoices',
        '/operations/payment-links',
      ].map(branchOf),
    ).toEqual(['staff', 'staff', 'staff', 'staff', 'staff', 'staff']);
    // A payment link's outcome page is public, drawn in the browser: never in the sitemap.
    expect(branchOf('/payment-link/done')).toBe('public');
    expect(listPrerenderPaths()).not.toContain('/payment-link/done');
    const prerendered = new Set(listPrerenderPaths());
    for (const route of manifest.routes) {
      if (route.branch !== 'public') expect(prerendered.has(route.pattern)).toBe(false);
    }
  });

  it('prerenders every blog post, and answers only those ids', () => {
    const ids = BLOG_POSTS.map((post) => post.id);
    expect(ids).toEqual(expect.arrayContaining(['six', 'seven', 'eight', 'nine', 'ten']));
    expect(listPrerenderPaths()).toEqual(expect.arrayContaining(ids.map((id) => `/blog/${id}`)));
    expect(listPrerenderPaths()).not.toContain('/blog/nope');
    expect(manifest.prerendered).toEqual(expect.arrayContaining(['/blog/six', '/blog/ten']));
    expect(manifest.routes.find((route) => route.pattern === '/blog/:id')?.onlyPrerendered).toBe(
      true,
    );
  });

  it('answers only the known program slugs, and any event id (rendered in the browser)', () => {
    const course = manifest.routes.find((route) => route.pattern === '/course/:slug');
    expect(course?.onlyPrerendered).toBe(true);
    expect(manifest.routes.find((route) => route.pattern === '/events/:id')?.onlyPrerendered).toBe(
      undefined,
    );
  });
});

describe('staff pages', () => {
  it.each([
    ['/operations/sales'],
    ['/operations/manage-events'],
    ['/coupons'],
    ['/operations/refunds'],
    ['/operations/invoices'],
    ['/operations/payment-links'],
  ])(
    'send a signed-out visitor from %s to the operations sign-in, to come back after',
    async (path) => {
      const { router } = renderAs(null, path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/operations'));
      expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(path);
    },
  );

  it.each([
    ['USER', '/operations/sales'],
    ['USER', '/operations/manage-events'],
    ['USER', '/coupons'],
    ['EVENTS', '/operations/sales'],
    ['SALES', '/operations/manage-events'],
    ['USER', '/operations/refunds'],
    ['EVENTS', '/operations/refunds'],
    ['USER', '/operations/invoices'],
    ['EVENTS', '/operations/invoices'],
    ['USER', '/operations/payment-links'],
    ['EVENTS', '/operations/payment-links'],
  ] as const)('show a %s account a 403 page at %s, not the page', async (role, path) => {
    const { signOut } = renderAs(role, path);
    expect(await findPageHeading('This page is for Kaksha staff')).toBeTruthy();
    expect(
      screen.queryByRole('heading', {
        name: /Sales|Manage Events|Coupon Management|Refunds|Invoices|Payment links/,
      }),
    ).toBe(null);
    fireEvent.click(screen.getByRole('button', { name: 'Switch account' }));
    expect(signOut).toHaveBeenCalledWith({
      redirectTo: `/operations?returnTo=${encodeURIComponent(path)}`,
    });
  });

  it.each([
    ['SALES', '/operations/sales', 'Sales'],
    ['ADMIN', '/operations/sales', 'Sales'],
    ['EVENTS', '/operations/manage-events', 'Manage Events'],
    ['ADMIN', '/operations/manage-events', 'Manage Events'],
    ['EVENTS', '/coupons', 'Coupon Management'],
    ['ADMIN', '/Coupons', 'Coupon Management'],
    // Read-only for SALES: the page hides every change.
    ['SALES', '/coupons', 'Coupon Management'],
    // SALES reads refunds and invoices; ADMIN also decides refunds.
    ['SALES', '/operations/refunds', 'Refunds'],
    ['ADMIN', '/operations/refunds', 'Refunds'],
    ['SALES', '/operations/invoices', 'Invoices'],
    ['ADMIN', '/operations/invoices', 'Invoices'],
    // Payment links: SALES and ADMIN send, resend and cancel them.
    ['SALES', '/operations/payment-links', 'Payment links'],
    ['ADMIN', '/operations/payment-links', 'Payment links'],
  ] as const)('open for %s at %s', async (role, path, heading) => {
    renderAs(role, path);
    expect(await findPageHeading(heading)).toBeTruthy();
  });

  it('serves /coupons standalone, without the header and footer', async () => {
    renderAs('EVENTS', '/coupons');
    expect(await findPageHeading('Coupon Management')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('routes', () => {
  it('renders the home page at /', async () => {
    renderApp(['/']);
    expect(await findPageHeading(/learn live/i)).toBeTruthy();
    expect(document.title).toBe('Kaksha | Live online programs for students');
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

  it('shows Not-found for an unknown blog post', async () => {
    renderApp(['/blog/nope']);
    expect(await findPageHeading('Page not found')).toBeTruthy();
    expect(document.title).toBe('Kaksha | Page not found');
  });

  it('shows Not-found for an unknown course slug', async () => {
    renderApp(['/course/cooking']);
    expect(await findPageHeading('Page not found')).toBeTruthy();
    expect(document.title).toBe('Kaksha | Page not found');
    // Still inside the site layout.
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it.each([
    ['/login', 'Log In', 'Login'],
    ['/signup', 'Sign Up', 'Signup'],
    ['/refer', 'Tell a friend about Kaksha', 'Tell a friend'],
    ['/blog', 'Blog', 'Blog'],
    [
      '/blog/six',
      'A full-stack roadmap for your second year of engineering',
      'A full-stack roadmap for your second year of engineering',
    ],
    ['/campus-associate', 'Campus Associate', 'Campus Associate'],
    ['/mentor', 'Become a mentor', 'Become a mentor'],
    ['/unsuccess', 'Your Payment was unsuccessful !', 'Payment Unsuccessful'],
    ['/cart', 'Your Cart', 'Cart'],
    ['/updated-css', 'Upcoming Events', 'Upcoming events'],
    ['/hire-with-us', 'Hire with us', 'Hire with us'],
    ['/event-listing', 'Learn live with industry experts', 'Events'],
    // No API behind these tests: the event route's own error page, with a retry.
    ['/events/42', 'We couldn’t load this event', 'Event unavailable'],
    ['/programs', 'Programs', 'Programs'],
    ['/test', 'Test', 'Test'],
    ['/payment-success', 'Your Payment was successfull!', 'Payment Successful'],
    ['/payment-link/done?outcome=paid', 'Payment received', 'Payment received'],
    [
      '/payment-link/done?outcome=pending',
      'We are confirming your payment…',
      'Confirming your payment',
    ],
    [
      '/payment-link/done?outcome=failed',
      'The payment did not go through',
      'Payment not completed',
    ],
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
