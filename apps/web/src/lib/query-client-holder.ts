import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The app's query client, made by the first `QueryProvider` that renders (ADR 0021). The app's
 * root holds this box, not the client, so TanStack Query's code loads with the first page or
 * pop-up that fetches, not with every public page.
 */
export interface QueryClientHolder {
  /** The client, once a page has made it; null before (nothing is cached yet). */
  peek(): QueryClient | null;
  /** The client, made with `make` the first time. */
  getOrMake(make: () => QueryClient): QueryClient;
}

export function createQueryClientHolder(): QueryClientHolder {
  let client: QueryClient | null = null;
  return {
    peek: () => client,
    getOrMake: (make) => (client ??= make()),
  };
}

export const QueryClientHolderContext = createContext<QueryClientHolder | null>(null);
