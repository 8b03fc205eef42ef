import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { AuthDialogProvider } from '../lib/auth-dialog';
import { SessionProvider } from '../lib/session';
import { useIsToasterRequested } from '../lib/toaster-request';
import { TOAST_DEFAULT_MS, TOAST_MAX_VISIBLE, TOAST_MAX_WIDTH_PX } from '../lib/toast-config';

// Loaded with the first toast (lib/toaster-request.ts), never on the critical path.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

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
  const isToasterRequested = useIsToasterRequested();
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider isHydrating={isHydrating}>
        <AuthDialogProvider>{children}</AuthDialogProvider>
        {isToasterRequested && (
          <Suspense fallback={null}>
            <Toaster
              position="top-right"
              // Below the sticky header (4.5 rem, 4 rem on phones), so a toast never covers Log In
              // or the cart; while hovered a toast stays, and one over the header stayed for good.
              offset={{ top: 88, right: 24 }}
              mobileOffset={{ top: 76, right: 16, left: 16 }}
              richColors
              closeButton
              visibleToasts={TOAST_MAX_VISIBLE}
              duration={TOAST_DEFAULT_MS}
              toastOptions={{ style: { maxWidth: TOAST_MAX_WIDTH_PX } }}
            />
          </Suspense>
        )}
      </SessionProvider>
    </QueryClientProvider>
  );
}
