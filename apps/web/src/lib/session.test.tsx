import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getHeader, setUpApp, signInAs } from '../test/render-app';
import {
  createLearner,
  forgeAccessToken,
  logOutEverywhere,
  refreshWithCookie,
  type Learner,
} from '../test/seed';

const ZORO = '/v1.5/requests/test/private/zoro';
const REFRESH = '/v1.5/auth/refresh-token';
const app = setUpApp();
let learner: Learner;

beforeAll(async () => {
  learner = await createLearner({ name: 'Asha Rao', profile: { mobileNumber: '9876543210' } });
});

async function findProfileLink() {
  const links = await within(getHeader()).findAllByRole('link', {
    name: 'Your profile (Asha Rao)',
  });
  return links[0] as HTMLElement;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

describe('session on load', () => {
  it('is signed out without asking the server when no token is stored', async () => {
    app.renderApp('/');
    expect(within(getHeader()).getAllByRole('link', { name: 'Log In' }).length).toBeGreaterThan(0);
    await settle();
    expect(app.network.requests).toEqual([]);
  });

  it('checks a stored token with the token check and shows the learner', async () => {
    await signInAs(learner);
    app.renderApp('/');
    expect((await findProfileLink()).getAttribute('href')).toBe('/user-profile');
    expect(within(getHeader()).getAllByText('AR').length).toBeGreaterThan(0);
    expect(app.network.count('GET', ZORO)).toBe(1);
    expect(app.network.count('POST', REFRESH)).toBe(0);
  });

  it('refreshes an expired token once and stays signed in', async () => {
    const stale = forgeAccessToken(await signInAs(learner));
    localStorage.setItem('access-token', stale);
    app.renderApp('/');
    await findProfileLink();
    expect(app.network.count('POST', REFRESH)).toBe(1);
    expect(app.network.find('GET', ZORO).map((r) => r.authorization)).toEqual([
      `Bearer ${stale}`,
      `Bearer ${localStorage.getItem('access-token')}`,
    ]);
    expect(localStorage.getItem('access-token')).not.toBe(stale);
  });

  it('is signed out, without a reload loop, when the refresh is refused', async () => {
    // Logged out everywhere from another device: this browser's token and cookie are refused.
    await signInAs(learner);
    await logOutEverywhere(learner);
    app.renderApp('/');
    await waitFor(() => expect(localStorage.getItem('access-token')).toBeNull());
    await within(getHeader()).findAllByRole('link', { name: 'Log In' });
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    await settle();
    expect(app.network.count('POST', REFRESH)).toBe(1);
    expect(app.network.count('GET', ZORO)).toBe(1);
  });

  it('finishes a Google sign-in: refresh cookie only, signed in, parameter dropped', async () => {
    // What the API's Google callback leaves in the browser: the refresh cookie, no token.
    await signInAs(learner, { storeToken: false });
    window.history.replaceState(null, '', '/?signedIn=google');
    try {
      const { router } = app.renderApp('/?signedIn=google');
      await findProfileLink();
      expect(await screen.findByText('Login Successful')).toBeTruthy();
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(app.network.count('POST', REFRESH)).toBe(1);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('log out', () => {
  it('logs out on the server, forgets the token, toasts and goes to /', async () => {
    const token = await signInAs(learner);
    const [refreshCookie] = await app.network.cookiesFor(REFRESH);
    const { router } = app.renderApp('/programs');
    await findProfileLink();
    const [logOut] = within(getHeader()).getAllByRole('button', { name: 'Log Out' });
    fireEvent.click(logOut as HTMLElement);

    expect(await screen.findByText('Logout Successful')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(within(getHeader()).getAllByRole('link', { name: 'Log In' }).length).toBeGreaterThan(0);
    expect(localStorage.getItem('access-token')).toBeNull();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect(app.network.find('GET', '/v1.5/auth/logout')[0]?.authorization).toBe(`Bearer ${token}`);
    // The browser dropped its cookie, and the server ended the session it stood for.
    expect(await app.network.cookiesFor(REFRESH)).toEqual([]);
    expect(await refreshWithCookie(refreshCookie!.cookieString())).toBe(401);
  });

  it('from the profile page lands on /, not on the log-in page', async () => {
    await signInAs(learner);
    const { router } = app.renderApp('/user-profile');
    await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
    await findProfileLink();
    const [logOut] = within(getHeader()).getAllByRole('button', { name: 'Log Out' });
    fireEvent.click(logOut as HTMLElement);
    expect(await screen.findByText('Logout Successful')).toBeTruthy();
    await settle();
    expect(router.state.location.pathname).toBe('/');
  });

  it('never shows the learner before the one who signs in next in the same tab', async () => {
    // The query client outlives the pages: what it cached for one learner (the profile, fresh
    // for 30 s) must be gone when the next one signs in.
    const next = await createLearner({
      name: 'Ravi Kumar',
      profile: { mobileNumber: '9123456780' },
    });
    await signInAs(learner);
    const { router } = app.renderApp('/user-profile');
    const fullName = () => screen.findByRole<HTMLInputElement>('textbox', { name: 'Fullname' });
    await waitFor(async () => expect((await fullName()).value).toBe('Asha Rao'));
    const [logOut] = within(getHeader()).getAllByRole('button', { name: 'Log Out' });
    fireEvent.click(logOut as HTMLElement);
    expect(await screen.findByText('Logout Successful')).toBeTruthy();

    const beforeSignIn = router.state.location;
    const [logIn] = within(getHeader()).getAllByRole('link', { name: 'Log In' });
    fireEvent.click(logIn as HTMLElement);
    const form = within(await screen.findByRole('form', { name: 'Log in' }));
    fireEvent.change(form.getByLabelText('Email'), { target: { value: next.email } });
    fireEvent.change(form.getByLabelText('Password'), { target: { value: next.password } });
    const submit = form.getByRole('button', { name: 'Log In' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit);
    await within(getHeader()).findAllByRole('link', { name: 'Your profile (Ravi Kumar)' });
    // The pop-up closes and, after its delay, takes the learner to the page it opened on ('/').
    await waitFor(() => expect(router.state.location.key).not.toBe(beforeSignIn.key));
    expect(router.state.location.pathname).toBe('/');

    await act(() => router.navigate('/user-profile'));
    expect((await fullName()).value).toBe('Ravi Kumar');
    const phone = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone Number' });
    expect(phone.value).toBe('9123456780');
  });
});
