import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { use, useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientHolderContext } from './query-client-holder';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        // Course, event and profile data change rarely; refetching on every tab switch is noise.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: 0 },
    },
  });
}

/**
 * Gives its children the app's one query client (ADR 0021). Each lazily loaded part that fetches
 * (a page, the log-in pop-up, the landing page's event carousels) renders inside one; they all
 * share the client in the root's holder, so the cache is one. Inside another provider (a test's
 * own client) it adds nothing.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = use(QueryClientContext);
  const holder = use(QueryClientHolderContext);
  const [client] = useState(
    () => outer ?? holder?.getOrMake(createQueryClient) ?? createQueryClient(),
  );
  if (outer) return children;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
