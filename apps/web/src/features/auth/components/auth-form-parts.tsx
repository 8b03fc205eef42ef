import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getButtonClassName } from '../../../components/ui/button-classes';
import { GOOGLE_SIGN_IN_URL, signInProvidersQuery } from '../api';
import { rememberExternalReturnPath } from '../../../lib/return-path';
import { GoogleIcon } from './auth-icons';

export function useSignInProviders() {
  return useQuery(signInProvidersQuery());
}

/** "Continue with Google": shown only when the server has Google sign-in configured. */
export function ExternalSignIn({ returnTo }: { returnTo?: string }) {
  const providers = useSignInProviders();
  if (providers.isPending) {
    return <div aria-hidden="true" className="mt-5 h-[4.75rem] animate-pulse rounded-control" />;
  }
  if (!providers.data?.google) return null;
  return (
    <div className="mt-5">
      <div className="mb-4 flex items-center gap-3 text-xs font-medium tracking-wide text-ink-500 uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-ink-200" />
        or
        <span aria-hidden="true" className="h-px flex-1 bg-ink-200" />
      </div>
      <a
        href={GOOGLE_SIGN_IN_URL}
        onClick={() => rememberExternalReturnPath(returnTo)}
        className={getButtonClassName('secondary', 'md', 'w-full')}
      >
        <GoogleIcon size={20} />
        Continue with Google
      </a>
    </div>
  );
}

/** "Don't have an account? Sign Up": a link on the pages, a button inside the pop-up. */
export function SwitchPrompt({ prompt, children }: { prompt: string; children: ReactNode }) {
  return (
    <p className="mt-5 text-center text-sm text-ink-600">
      {prompt} {children}
    </p>
  );
}

export const SWITCH_LINK_CLASS =
  'rounded font-semibold text-brand-700 underline-offset-4 hover:underline';
