import { useState } from 'react';
import type { ReactNode } from 'react';
import { AuthDialogProvider } from '../lib/auth-dialog';
import { QueryClientHolderContext, createQueryClientHolder } from '../lib/query-client-holder';
import { SessionProvider } from '../lib/session';
import { AppToaster } from './toaster';

export interface AppProvidersProps {
  children: ReactNode;
  /** Hydrating a prerendered page: the session is read from storage only after hydration. */
  isHydrating?: boolean;
}

export function AppProviders({ children, isHydrating = false }: AppProvidersProps) {
  // The query client itself is made by the first page that fetches (lib/query-provider.tsx).
  const [queryClientHolder] = useState(createQueryClientHolder);
  return (
    <QueryClientHolderContext value={queryClientHolder}>
      <SessionProvider isHydrating={isHydrating}>
        <AuthDialogProvider>{children}</AuthDialogProvider>
        <AppToaster />
      </SessionProvider>
    </QueryClientHolderContext>
  );
}
