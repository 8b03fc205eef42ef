import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeAll, describe, expect, it } from 'vitest';
import { getHeader, setUpApp, signInAs } from '../test/render-app';
import { createLearner, logOutEverywhere, type Learner } from '../test/seed';
import type { callAuthApi as CallAuthApiFunction } from './api-client';

// Spec document 1 §8: an invalid token on logout, profile reads or the private test says
// 'Invalid access token!' after a refresh attempt; the token check at start-up only finds the
// learner signed out. One mechanism in lib/api-client says it for every private call.

const REFUSED = 'Invalid access token!';
const REFRESH = '/v1.5/auth/refresh-token';
const PROFILE = '/v1.5/users/get-profile';
const app = setUpApp();
let callAuthApi: typeof CallAuthApiFunction;
let learner: Learner;

beforeAll(async () => {
  // The API base is read when api-client loads: imported after the helper pointed it at the server.
  ({ callAuthApi } = await import('./api-client'));
  learner = await createLearner({ name: 'Asha Rao' });
});

/** How often the toast library was asked for the refused-token toast since `start`. */
function refusedToastsSince(start: number): number {
  return toast
    .getHistory()
    .slice(start)
    .filter((item) => 'title' in item && item.title === REFUSED).length;
}

const findToast = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] *' });

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

describe("'Invalid access token!'", () => {
  it('is said once when profile reads are refused even after the refresh', async () => {
    app.renderApp('/');
    await signInAs(learner);
    await logOutEverywhere(learner);

    const reads = await Promise.allSettled([callAuthApi(PROFILE), callAuthApi(PROFILE)]);

    expect(reads.map((read) => read.status)).toEqual(['rejected', 'rejected']);
    expect(app.network.count('POST', REFRESH)).toBe(1);
    expect(await findToast(REFUSED)).toBeTruthy();
    await settle();
    // Asked for by both reads, shown once.
    expect(screen.getAllByText(REFUSED)).toHaveLength(1);
  });

  it('is not said by a call that asks for quiet (the cart and checkout word it themselves)', async () => {
    const start = toast.getHistory().length;
    await expect(callAuthApi(PROFILE, { refusedToken: 'quiet' })).rejects.toMatchObject({
      status: 401,
    });
    await settle();
    expect(refusedToastsSince(start)).toBe(0);
  });

  it("is said by the test page's private call, with the 401 on the page", async () => {
    app.renderApp('/test');
    fireEvent.click(await screen.findByRole('button', { name: 'Check my session' }));
    expect(await screen.findByText('401 Invalid access token')).toBeTruthy();
    expect(await findToast(REFUSED)).toBeTruthy();
    expect(app.network.count('POST', REFRESH)).toBe(1);
  });

  it('is said instead of Logout Successful when the session was ended elsewhere', async () => {
    await signInAs(learner);
    const { router } = app.renderApp('/programs');
    const [logOut] = await within(getHeader()).findAllByRole('button', { name: 'Log Out' });
    // Logged out on another device while this page was open.
    await logOutEverywhere(learner);
    fireEvent.click(logOut as HTMLElement);

    expect(await findToast(REFUSED)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('access-token')).toBeNull();
    await within(getHeader()).findAllByRole('link', { name: 'Log In' });
    await settle();
    expect(screen.queryByText('Logout Successful')).toBeNull();
    // The refresh was tried before giving up.
    expect(app.network.count('POST', REFRESH)).toBe(1);
  });

  it('is not said by the token check at start-up, which only finds the learner signed out', async () => {
    await signInAs(learner);
    await logOutEverywhere(learner);
    const start = toast.getHistory().length;
    app.renderApp('/');
    await waitFor(() => expect(localStorage.getItem('access-token')).toBeNull());
    await within(getHeader()).findAllByRole('link', { name: 'Log In' });
    await settle();
    expect(app.network.count('POST', REFRESH)).toBe(1);
    expect(refusedToastsSince(start)).toBe(0);
  });
});
