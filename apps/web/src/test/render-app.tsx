import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeAll } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys';
import type { Learner } from './seed';
import { browserNetwork, setUpTestApi } from './test-api';

// Lazy pages and the pop-up load on first use; on a busy machine that can take over a second.

// Toasts live in the toast library's own store, which replays active ones to a new Toaster: one
// test's toasts must not show in the next.
afterEach(() => {
  toast.dismiss();
});

/**
 * Loads the app once the API base points at the test network. The API base is read when the API
 * client loads, so the app's modules are imported here, never at the top of a test.
 */
async function loadApp() {
  const [{ AppProviders }, { routes }] = await Promise.all([
    import('../app/providers'),
    import('../app/routes'),
  ]);

  /** Renders the whole app (providers, header, pages) at `path`, as the browser would. */
  function renderApp(path: string, customRoutes: RouteObject[] = routes) {
    const router = createMemoryRouter(customRoutes, { initialEntries: [path] });
    const view = render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return { router, view };
  }
  return { renderApp };
}

type LoadedApp = Awaited<ReturnType<typeof loadApp>>;

/**
 * The real API behind this file's browser network (`setUpTestApi`), and the whole app loaded
 * against it, to render at any path. Call it at the top of the test file.
 */
export function setUpApp() {
  const api = setUpTestApi();
  let app: LoadedApp | undefined;
  beforeAll(async () => {
    app = await loadApp();
  });
  return {
    get network() {
      return api.network;
    },
    renderApp(...args: Parameters<LoadedApp['renderApp']>) {
      if (!app) throw new Error('the app loads in beforeAll');
      return app.renderApp(...args);
    },
  };
}

export function getHeader() {
  return screen.getByRole('banner');
}

/**
 * A browser where the learner has logged in: the API's refresh and device cookies in its jar
 * and, unless `storeToken` is false (a cookie-only session, as Google sign-in leaves it), the
 * access token stored as the app stores it. Resolves with the access token.
 */
export async function signInAs(
  learner: Learner,
  { storeToken = true }: { storeToken?: boolean } = {},
): Promise<string> {
  const token = await browserNetwork().logIn(learner.email, learner.password);
  if (storeToken) {
    localStorage.setItem(STORAGE_KEYS.accessToken, token);
    localStorage.setItem(STORAGE_KEYS.isLoggedIn, 'true');
  }
  return token;
}
