import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../../lib/session';
import type { SessionContextValue } from '../../lib/session';
import { addCartItem } from '../../lib/cart-store';
import { toastSuccess } from '../../lib/toast';
import { AppProviders } from '../providers';
import { routes } from '../routes';
import { IOT, WEBMONK } from '../../test/cart-items';
import { SPEC_FOOTER_PATHS } from '../../test/page-checks';

async function renderAt(path: string, session?: SessionContextValue) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = <RouterProvider router={router} />;
  render(
    <AppProviders>
      {session ? <SessionProvider value={session}>{app}</SessionProvider> : app}
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 1 });
  return router;
}

function getMenuButton() {
  return screen.getByRole('button', { name: 'Menu' });
}

describe('header cart badge', () => {
  it('is hidden while the cart is empty', async () => {
    await renderAt('/');
    expect(screen.queryByTestId('cart-count')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
  });

  it("shows the number of items stored under localStorage 'cart'", async () => {
    localStorage.setItem('cart', JSON.stringify([WEBMONK, IOT]));
    await renderAt('/');
    expect(screen.getByTestId('cart-count').textContent).toBe('2');
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
  });

  it('follows adds in this tab and changes made in another tab', async () => {
    await renderAt('/');
    act(() => addCartItem(WEBMONK));
    expect(screen.getByTestId('cart-count').textContent).toBe('1');

    // Another tab writes storage; this tab only hears the storage event.
    localStorage.setItem('cart', JSON.stringify([WEBMONK, IOT]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(screen.getByTestId('cart-count').textContent).toBe('2');

    localStorage.setItem('cart', '[]');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });
});

describe('mobile menu', () => {
  it('toggles aria-expanded and the navigation panel', async () => {
    await renderAt('/');
    const button = getMenuButton();
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
  });

  it('closes when a link in it is followed', async () => {
    const router = await renderAt('/');
    fireEvent.click(getMenuButton());
    const panel = document.getElementById(
      getMenuButton().getAttribute('aria-controls') ?? '',
    ) as HTMLElement;

    fireEvent.click(within(panel).getByRole('link', { name: 'Hire with us' }));
    await screen.findByRole('heading', { level: 1, name: 'Hire with us' });
    expect(router.state.location.pathname).toBe('/hire-with-us');
    expect(getMenuButton().getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('closes on any navigation, not only clicks inside it', async () => {
    const router = await renderAt('/');
    fireEvent.click(getMenuButton());
    expect(getMenuButton().getAttribute('aria-expanded')).toBe('true');

    await act(() => router.navigate('/programs'));
    await screen.findByRole('heading', { level: 1, name: 'Programs' });
    expect(getMenuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    await renderAt('/');
    fireEvent.click(getMenuButton());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(getMenuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(getMenuButton());
  });

  it('keeps Tab inside the open menu, wrapping at both ends', async () => {
    await renderAt('/programs');
    const button = getMenuButton();
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    // Closed, Tab is the browser's own business.
    button.focus();
    expect(fireEvent.keyDown(document.activeElement!, { key: 'Tab' })).toBe(true);

    fireEvent.click(button);
    const stops = [button, ...within(panel).getAllByRole('link')];
    expect(stops.at(-1)?.textContent).toBe('Sign Up');
    const visited: Element[] = [];
    for (let step = 0; step < stops.length; step += 1) {
      // Cancelled: the menu moved focus itself.
      expect(fireEvent.keyDown(document.activeElement!, { key: 'Tab' })).toBe(false);
      visited.push(document.activeElement!);
    }
    // Through every link in the menu and back round to the button.
    expect(visited).toEqual([...stops.slice(1), button]);

    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(stops.at(-1));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(button);

    // Focus left on the page behind (a click there): Tab brings it back into the menu.
    within(screen.getByRole('contentinfo')).getAllByRole('link')[0]!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(button);
  });

  it('clears the toasts below the header when it opens, so none covers its links', async () => {
    await renderAt('/programs');
    act(() => toastSuccess('Logout Successful'));
    await screen.findByText('Logout Successful');
    fireEvent.click(getMenuButton());
    await waitFor(() => expect(screen.queryByText('Logout Successful')).toBeNull());
  });

  it('closes on a click on the dimmed page, with focus back on the button', async () => {
    await renderAt('/programs');
    fireEvent.click(getMenuButton());
    const panel = document.getElementById(getMenuButton().getAttribute('aria-controls') ?? '')!;
    within(panel).getAllByRole('link')[0]!.focus();
    fireEvent.click(panel.querySelector('[aria-hidden="true"]')!);
    expect(getMenuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(getMenuButton());
  });

  it('offers Log In and Sign Up to visitors', async () => {
    await renderAt('/');
    fireEvent.click(getMenuButton());
    const panel = document.getElementById(
      getMenuButton().getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    expect(within(panel).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(within(panel).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(
      '/signup',
    );
  });
});

describe('More dropdown', () => {
  function getMoreButton() {
    return screen.getByRole('button', { name: 'More' });
  }

  it('holds Hire with us, Blog and About Us', async () => {
    await renderAt('/');
    fireEvent.click(getMoreButton());
    expect(getMoreButton().getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(
      getMoreButton().getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    const hrefs = within(panel)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Hire with us', '/hire-with-us'],
      ['Blog', '/blog'],
      ['About Us', '/about-us'],
    ]);
  });

  it('closes on Escape and on a click outside', async () => {
    await renderAt('/');
    fireEvent.click(getMoreButton());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(getMoreButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(getMoreButton());

    fireEvent.click(getMoreButton());
    expect(getMoreButton().getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(getMoreButton().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('header session state', () => {
  it('shows Sign Up and Log In when signed out', async () => {
    await renderAt('/');
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link', { name: 'Log In' }).length).toBeGreaterThan(0);
    expect(within(header).queryByRole('button', { name: 'Log Out' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'My schedule' })).toBeNull();
  });

  it('shows the profile link and Log Out when signed in', async () => {
    let signOutCalls = 0;
    await renderAt('/', {
      status: 'signed-in',
      user: { name: 'Asha Rao', email: 'asha@example.com', role: 'USER' },
      signOut: () => {
        signOutCalls += 1;
      },
    });
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Log In' })).toBeNull();
    const [profileLink] = within(header).getAllByRole('link', { name: /your profile/i });
    expect(profileLink?.getAttribute('href')).toBe('/user-profile');
    const [scheduleLink] = within(header).getAllByRole('link', { name: 'My schedule' });
    expect(scheduleLink?.getAttribute('href')).toBe('/my-schedule');
    const [logOut] = within(header).getAllByRole('button', { name: 'Log Out' });
    fireEvent.click(logOut as HTMLElement);
    expect(signOutCalls).toBe(1);
  });
});

describe('footer', () => {
  it('links the spec paths, the social networks and the contacts', async () => {
    await renderAt('/');
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const path of [
      ...SPEC_FOOTER_PATHS,
      'mailto:hello@kaksha.in',
      'mailto:support@kaksha.in',
      'tel:+918047182200',
      'tel:+919845012345',
    ]) {
      expect(hrefs).toContain(path);
    }

    for (const network of ['LinkedIn', 'Facebook', 'Instagram', 'X', 'YouTube']) {
      const link = within(footer).getByRole('link', { name: `${network} (opens in a new tab)` });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }

    expect(
      within(footer).getByText(
        `© ${__BUILD_YEAR__} Kaksha Learning Pvt. Ltd. All rights reserved.`,
      ),
    ).toBeTruthy();
  });

  it('starts every page with a skip link to the main content', async () => {
    await renderAt('/');
    const skipLink = screen.getByRole('link', { name: 'Skip to content' });
    expect(skipLink.getAttribute('href')).toBe('#main-content');
    expect(document.getElementById('main-content')?.tagName).toBe('MAIN');
  });
});
