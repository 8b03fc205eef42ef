import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { replayEarlyInput } from './early-input';
import { nextTask } from './first-paint';
import { loadMatchedRouteModules, readPrerenderedRouterData } from './hydration';
import { AppProviders } from './providers';
import { routes } from './routes';

/**
 * Starts the app in `root`. A prerendered public page arrives with its HTML and the router's data:
 * it is hydrated, with its route modules loaded first. Learner and staff pages get the empty shell
 * and render here.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  const hydrationData = readPrerenderedRouterData();
  // A module that fails to load (a deploy replaced it) is left to the router, whose error page
  // offers a reload, rather than leaving the server's HTML without any JavaScript behind it.
  if (hydrationData) {
    await loadMatchedRouteModules(routes, window.location.pathname).catch(() => {});
    // The page's modules were evaluated in this task: the router and the first render get
    // their own (ADR 0020).
    await nextTask();
  }
  const router = createBrowserRouter(routes, { hydrationData });
  const app = (
    <StrictMode>
      <AppProviders isHydrating={Boolean(hydrationData)}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrationData) {
    hydrateRoot(root, app);
    // A tap made while the code loaded is pressed again now that React listens.
    setTimeout(replayEarlyInput, 0);
  } else createRoot(root).render(app);
}
