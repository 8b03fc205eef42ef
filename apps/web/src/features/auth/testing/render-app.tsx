import { configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import type { FakeAuthServer } from './fake-auth-server';

// Lazy pages and the pop-up load on first use; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

// Toasts live in the toast library's own store, which replays active ones to a new Toaster: one
// test's toasts must not show in the next.
afterEach(() => {
  toast.dismiss();
});

/**
 * Points the app at the fake server, then loads it. The API base is read when the API client
 * loads, so the app's modules are imported here, after the stub, never at the top of a test.
 */
export async function loadAppAgainst(server: FakeAuthServer) {
  vi.stubEnv('VITE_API_BASE', server.apiBase);
  const [{ AppProviders }, { routes }] = await Promise.all([
    import('../../../app/providers'),
    import('../../../app/router'),
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

export function getHeader() {
  return screen.getByRole('banner');
}

/** A signed-in browser: a valid stored token and the refresh cookie. */
export function signInAs(server: FakeAuthServer, email: string) {
  localStorage.setItem('access-token', server.issueToken(email));
  localStorage.setItem('isLoggedIn', 'true');
  server.refreshSessionFor = email;
}
