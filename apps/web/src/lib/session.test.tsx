import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getHeader, signInAs, setUpFakeAuthApp } from '../test/render-app';

const EMAIL = 'asha@example.com';
const ZORO = '/v1.5/requests/test/private/zoro';
const REFRESH = '/v1.5/auth/refresh-token';
const fake = setUpFakeAuthApp((server) =>
  server.addUser({ email: EMAIL, name: 'Asha Rao', mobileNumber: '9876543210' }),
);

async function findProfileLink() {
  const links = await within(getHeader()).findAllByRole('link', {
    name: 'Your profile (Asha Rao)',
  });
  return links[0] as HTMLElement;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

describe('session on load', () => {
  it('is signed out without asking the server when no token is stored', async () => {
    fake.renderApp('/');
    expect(within(getHeader()).getAllByRole('link', { name: 'Log In' }).length).toBeGreaterThan(0);
    await settle();
    expect(fake.server.requests).toEqual([]);
  });

  it('checks a stored token with the token check and shows the learner', async () => {
    signInAs(fake.server, EMAIL);
    fake.renderApp('/');
    expect((await findProfileLink()).getAttribute('href')).toBe('/user-profile');
    expect(within(getHeader()).getAllByText('AR').length).toBeGreaterThan(0);
    expect(fake.server.count('GET', ZORO)).toBe(1);
    expect(fake.server.count('POST', REFRESH)).toBe(0);
  });

  it('refreshes an expired token once and stays signed in', async () => {
    signInAs(fake.server, EMAIL);
    fake.server.expireTokens();
    fake.renderApp('/');
    await findProfileLink();
    expect(fake.server.count('POST', REFRESH)).toBe(1);
    expect(fake.server.count('GET', ZORO)).toBe(2);
    expect(localStorage.getItem('access-token')).toMatch(/^token-/);
  });

  it('is signed out, without a reload loop, when the refresh is refused', async () => {
    signInAs(fake.server, EMAIL);
    fake.server.expireTokens();
    fake.server.refreshSessionFor = null;
    fake.renderApp('/');
    await waitFor(() => expect(localStorage.getItem('access-token')).toBeNull());
    await within(getHeader()).findAllByRole('link', { name: 'Log In' });
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    await settle();
    expect(fake.server.count('POST', REFRESH)).toBe(1);
    expect(fake.server.count('GET', ZORO)).toBe(1);
  });

  it('finishes a Google sign-in: refresh cookie only, signed in, parameter dropped', async () => {
    fake.server.refreshSessionFor = EMAIL;
    window.history.replaceState(null, '', '/?signedIn=google');
    try {
      const router = fake.renderApp('/?signedIn=google');
      await findProfileLink();
      expect(await screen.findByText('Login Successful')).toBeTruthy();
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(fake.server.count('POST', REFRESH)).toBe(1);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('log out', () => {
  it('logs out on the server, forgets the token, toasts and goes to /', async () => {
    signInAs(fake.server, EMAIL);
    const router = fake.renderApp('/programs');
    await findProfileLink();
    const [logOut] = within(getHeader()).getAllByRole('button', { name: 'Log Out' });
    fireEvent.click(logOut as HTMLElement);

    expect(await screen.findByText('Logout Successful')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(within(getHeader()).getAllByRole('link', { name: 'Log In' }).length).toBeGreaterThan(0);
    expect(localStorage.getItem('access-token')).toBeNull();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    const logout = fake.server.requests.find((r) => r.path === '/v1.5/auth/logout');
    expect(logout?.authorization).toMatch(/^Bearer token-/);
    expect(fake.server.refreshSessionFor).toBeNull();
  });

  it('from the profile page lands on /, not on the log-in page', async () => {
    signInAs(fake.server, EMAIL);
    const router = fake.renderApp('/user-profile');
    await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
    await findProfileLink();
    const [logOut] = within(getHeader()).getAllByRole('button', { name: 'Log Out' });
    fireEvent.click(logOut as HTMLElement);
    expect(await screen.findByText('Logout Successful')).toBeTruthy();
    await settle();
    expect(router.state.location.pathname).toBe('/');
  });
});
