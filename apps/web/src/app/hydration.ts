import { matchRoutes } from 'react-router';
import type { HydrationState, RouteObject } from 'react-router';
import { ROUTER_DATA_ELEMENT_ID } from './hydration-data';

export { ROUTER_DATA_ELEMENT_ID };

/** The router's data of a prerendered page, or undefined for the app shell. */
export function readPrerenderedRouterData(): HydrationState | undefined {
  const element = document.getElementById(ROUTER_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as HydrationState;
}

/**
 * Loads the lazy modules of the routes that match `pathname`, so the first client render of a
 * prerendered page draws exactly what the server drew instead of a loading fallback.
 */
export async function loadMatchedRouteModules(
  routes: RouteObject[],
  pathname: string,
): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
