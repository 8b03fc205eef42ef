import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { AuthDialogProvider } from '../lib/auth-dialog';
import { SessionProvider } from '../lib/session';
import { AppToaster } from './toaster';

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

export interface AppProvidersProps {
  children: ReactNode;
  /** Hydrating a prerendered page: the session is read from storage only after hydration. */
  isHydrating?: boolean;
}

export function AppProviders({ children, isHydrating = false }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider isHydrating={isHydrating}>
        <AuthDialogProvider>{children}</AuthDialogProvider>
        <AppToaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
