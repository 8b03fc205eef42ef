import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadMatchedRouteModules, readPrerenderedRouterData } from './app/hydration';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// A prerendered public page arrives with its HTML and the router's data: it is hydrated, with its
// route modules loaded first. Learner and staff pages get the empty shell and render here.
async function start(root: HTMLElement) {
  const hydrationData = readPrerenderedRouterData();
  // A module that fails to load (a deploy replaced it) is left to the router, whose error page
  // offers a reload, rather than leaving the server's HTML without any JavaScript behind it.
  if (hydrationData)
    await loadMatchedRouteModules(routes, window.location.pathname).catch(() => {});
  const router = createBrowserRouter(routes, { hydrationData });
  const app = (
    <StrictMode>
      <AppProviders isHydrating={Boolean(hydrationData)}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrationData) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start(container);
