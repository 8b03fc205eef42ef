import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { API_BASE, callApi } from '../../lib/api-client';
import type { Credentials } from '../../lib/session-requests';

// Sign-up and the sign-in choices. Log-in, log-out and the token check belong to the session
// (lib/session-requests.ts), which every page needs.

/** Creates the account. No role is sent: the server makes every new account a USER. */
export async function requestRegistration(
  account: Credentials & { name: string; marketingConsent?: boolean },
): Promise<void> {
  await callApi('/v1.5/auth/register', {
    method: 'POST',
    body: {
      name: account.name.trim(),
      email: account.email.trim(),
      password: account.password,
      // Only a ticked box is sent: no consent is the default.
      ...(account.marketingConsent ? { marketingConsent: true } : {}),
    },
    accessToken: null,
  });
}

const providersSchema = z.object({ google: z.boolean() });
export type SignInProviders = z.infer<typeof providersSchema>;

/** Which sign-in providers the server has configured; that changes only with a redeploy. */
export function signInProvidersQuery() {
  return queryOptions({
    queryKey: ['auth', 'providers'] as const,
    queryFn: async ({ signal }): Promise<SignInProviders> =>
      providersSchema.parse(
        await callApi<unknown>('/v1.5/auth/providers', { accessToken: null, signal }),
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** A full-page navigation starts Google sign-in; the server sends the browser back to '/'. */
export const GOOGLE_SIGN_IN_URL = `${API_BASE}/oauth2/authorization/google`;
