import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getHeader, setUpApp } from '../../test/render-app';
import { createLearner, type Learner } from '../../test/seed';
import type { SiteLayout as SiteLayoutType } from './site-layout';
import type { useAuthDialog as UseAuthDialogType } from '../../lib/auth-dialog';

type UseAuthDialog = typeof UseAuthDialogType;
type SiteLayoutComponent = typeof SiteLayoutType;

let useAuthDialog: UseAuthDialog;
let SiteLayout: SiteLayoutComponent;
const app = setUpApp();
let learner: Learner;

beforeAll(async () => {
  ({ useAuthDialog } = await import('../../lib/auth-dialog'));
  ({ SiteLayout } = await import('./site-layout'));
  learner = await createLearner({ name: 'Asha Rao' });
});

/** Types the credentials and presses Log In once the form has validated them. */
async function submitLogin(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: learner.email } });
  fireEvent.change(within(dialog).getByLabelText('Password'), {
    target: { value: learner.password },
  });
  const submit = within(dialog).getByRole('button', { name: 'Log In' }) as HTMLButtonElement;
  await waitFor(() => expect(submit.disabled).toBe(false));
  fireEvent.click(submit);
}

/** Polls without timers (they may be faked): for I/O-driven changes such as a server answer. */
async function until(condition: () => boolean) {
  const deadline = performance.now() + 5000;
  while (!condition() && performance.now() < deadline) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
  expect(condition()).toBe(true);
}

async function openFromHeader(name: 'Log In' | 'Sign Up') {
  const [link] = within(getHeader()).getAllByRole('link', { name });
  (link as HTMLElement).focus();
  fireEvent.click(link as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name });
  return { dialog, opener: link as HTMLElement };
}

describe('log-in and sign-up pop-ups', () => {
  it('open from the header as modal dialogs, keep the link for new tabs, close on Escape', async () => {
    const { router } = app.renderApp('/programs');
    const { dialog, opener } = await openFromHeader('Log In');
    expect(opener.getAttribute('href')).toBe('/login');
    expect(router.state.location.pathname).toBe('/programs');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Email')),
    );
    // The page behind is inert while the dialog is open.
    expect(getHeader().closest('[inert]')).not.toBeNull();

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getHeader().closest('[inert]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('switch into each other and close with ×', async () => {
    app.renderApp('/');
    const { dialog } = await openFromHeader('Log In');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    const signup = await screen.findByRole('dialog', { name: 'Sign Up' });
    expect(within(signup).getByRole('button', { name: 'Create an account' })).toBeTruthy();
    fireEvent.click(within(signup).getByRole('button', { name: 'Log In' }));
    const login = await screen.findByRole('dialog', { name: 'Log In' });
    fireEvent.click(within(login).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keep Tab inside the dialog', async () => {
    app.renderApp('/');
    const { dialog } = await openFromHeader('Sign Up');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const focusable = Array.from(
      dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input'),
    );
    const last = focusable.at(-1) as HTMLElement;
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(focusable[0]);
    expect(focusable[0]).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('opening one from the mobile menu closes the menu', async () => {
    app.renderApp('/');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menuButton);
    const panel = document.getElementById(
      menuButton.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    fireEvent.click(within(panel).getByRole('link', { name: 'Sign Up' }));
    await screen.findByRole('dialog', { name: 'Sign Up' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('log in, close, toast and go to / after about 100 ms', async () => {
    app.network.inject('POST /login', { delayMs: 150 });
    const { router } = app.renderApp('/programs');
    const { dialog } = await openFromHeader('Log In');
    await submitLogin(dialog);
    // The request is in; from here the app's timers are ours to step (the server's pause was
    // already set with a real timer).
    await waitFor(() => expect(app.network.count('POST', '/login')).toBe(1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await until(() => !dialog.isConnected);
      expect(router.state.location.pathname).toBe('/programs');
      await act(() => vi.advanceTimersByTimeAsync(99));
      expect(router.state.navigation.state).toBe('idle');
      expect(router.state.location.pathname).toBe('/programs');
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect((router.state.navigation.location ?? router.state.location).pathname).toBe('/');
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Login Successful')).toBeTruthy();
    await within(getHeader()).findAllByRole('link', { name: 'Your profile (Asha Rao)' });
    // The API's access token: a JWT.
    expect(localStorage.getItem('access-token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it('useAuthDialog().open(mode, { returnTo }) works from any page and returns there', async () => {
    function ProceedButton() {
      const dialog = useAuthDialog();
      return (
        <button type="button" onClick={() => dialog.open('login', { returnTo: '/next' })}>
          Proceed to payment
        </button>
      );
    }
    const { router } = app.renderApp('/', [
      {
        path: '/',
        Component: SiteLayout,
        children: [
          { index: true, element: <ProceedButton /> },
          { path: 'next', element: <h1>Next step</h1> },
        ],
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed to payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    await submitLogin(dialog);
    await screen.findByRole('heading', { name: 'Next step' });
    expect(router.state.location.pathname).toBe('/next');
  });
});
