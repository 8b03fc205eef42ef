import { configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeAll } from 'vitest';
import { setUpFakeApiServer } from './fake-api-server';
import { startFakeAuthServer, type FakeAuthServer } from './fake-auth-server';

// Lazy pages and the pop-up load on first use; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

// Toasts live in the toast library's own store, which replays active ones to a new Toaster: one
// test's toasts must not show in the next.
afterEach(() => {
  toast.dismiss();
});

/**
 * Loads the app once the API base points at a fake server. The API base is read when the API
 * client loads, so the app's modules are imported here, never at the top of a test.
 */
async function loadApp() {
  const [{ AppProviders }, { routes }] = await Promise.all([
    import('../app/providers'),
    import('../app/router'),
  ]);

  /** Renders the whole app (providers, header, pages) at `path`, as the browser would. */
  function renderApp(path: string, customRoutes: RouteObject[] = routes) {
    const router = createMemoryRouter(customRoutes, { initialEntries: [path] });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return router;
  }
  return { renderApp };
}

type LoadedApp = Awaited<ReturnType<typeof loadApp>>;

/** `setUpFakeApiServer` with the fake auth server. */
export const setUpFakeAuthServer = (seed?: (server: FakeAuthServer) => void) =>
  setUpFakeApiServer(startFakeAuthServer, seed);

/** `setUpFakeAuthServer` with the whole app loaded against it, to render at any path. */
export function setUpFakeAuthApp(seed?: (server: FakeAuthServer) => void) {
  const fake = setUpFakeAuthServer(seed);
  let app: LoadedApp | undefined;
  beforeAll(async () => {
    app = await loadApp();
  });
  return {
    get server() {
      return fake.server;
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

/** A signed-in browser: a valid stored token and the refresh cookie. */
export function signInAs(server: FakeAuthServer, email: string) {
  localStorage.setItem('access-token', server.issueToken(email));
  localStorage.setItem('isLoggedIn', 'true');
  server.refreshSessionFor = email;
}
