import { loginResponseSchema, zoroResponseSchema } from '@kaksha/shared';
import type { LoginResponse } from '@kaksha/shared';
import { z } from 'zod';
import { API_BASE, callApi } from '../../lib/api-client';
import { callAuthApi } from './auth-api';

export const AUTH_PATHS = {
  register: '/v1.5/auth/register',
  login: '/login',
  logout: '/v1.5/auth/logout',
  providers: '/v1.5/auth/providers',
  currentUser: '/v1.5/requests/test/private/zoro',
} as const;

export interface Credentials {
  email: string;
  password: string;
}

/** POST /login, form-encoded `username` (the e-mail) and `password`; 201 with the access token. */
export async function requestLogin({ email, password }: Credentials): Promise<LoginResponse> {
  const body = new URLSearchParams({ username: email.trim(), password });
  const answer = await callApi<unknown>(AUTH_PATHS.login, {
    method: 'POST',
    body,
    accessToken: null,
  });
  return loginResponseSchema.parse(answer);
}

/** Creates the account. No role is sent: the server makes every new account a USER. */
export async function requestRegistration(account: Credentials & { name: string }): Promise<void> {
  await callApi(AUTH_PATHS.register, {
    method: 'POST',
    body: { name: account.name.trim(), email: account.email.trim(), password: account.password },
    accessToken: null,
  });
}

/** Ends this session on the server (revokes the refresh cookie). */
export async function requestLogout(): Promise<void> {
  await callAuthApi(AUTH_PATHS.logout);
}

export type CurrentUser = z.infer<typeof zoroResponseSchema>;

/** The token check (spec §7): 200 with the caller's details, 401 when the session is gone. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return zoroResponseSchema.parse(await callAuthApi<unknown>(AUTH_PATHS.currentUser, { signal }));
}

const providersSchema = z.object({ google: z.boolean() });
export type SignInProviders = z.infer<typeof providersSchema>;

export async function fetchSignInProviders(): Promise<SignInProviders> {
  return providersSchema.parse(await callApi<unknown>(AUTH_PATHS.providers, { accessToken: null }));
}

/** A full-page navigation starts Google sign-in; the server sends the browser back to '/'. */
export const GOOGLE_SIGN_IN_URL = `${API_BASE}/oauth2/authorization/google`;
