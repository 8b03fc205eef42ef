import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './routes';

/**
 * Gives every lazily loaded page the app's query client (ADR 0021): its route module and
 * TanStack Query's code load together, and the page renders inside a `QueryProvider`. Pages whose
 * handle says `fetchesNothing` (the prerendered content pages) load without it, so `/` and the
 * blog never download it; a part of such a page that fetches later (the landing page's event
 * carousels) brings its own provider.
 */
export function withQueryProvider(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const wrapped = wrapLazyPage(route);
    if (wrapped.index || !wrapped.children) return wrapped;
    return { ...wrapped, children: withQueryProvider(wrapped.children) };
  });
}

function wrapLazyPage(route: RouteObject): RouteObject {
  const { lazy } = route;
  const handle = route.handle as RouteHandle | undefined;
  if (typeof lazy !== 'function' || handle?.fetchesNothing) return route;
  return {
    ...route,
    lazy: async () => {
      const [module, { QueryProvider }] = await Promise.all([
        lazy(),
        import('../lib/query-provider'),
      ]);
      const Page = module.Component as ComponentType | null | undefined;
      if (!Page) return module;
      return {
        ...module,
        Component: function PageWithQueryClient() {
          return (
            <QueryProvider>
              <Page />
            </QueryProvider>
          );
        },
      };
    },
  } as RouteObject;
}
