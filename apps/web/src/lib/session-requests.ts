import { loginResponseSchema, zoroResponseSchema } from '@kaksha/shared';
import type { LoginResponse } from '@kaksha/shared';
import type { z } from 'zod';
import { callApi, callAuthApi } from './api-client';

export const AUTH_PATHS = {
  login: '/login',
  logout: '/v1.5/auth/logout',
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

/**
 * Ends this session on the server (revokes the refresh cookie). A refused token says
 * 'Invalid access token!' (spec §8) and rejects with the 401.
 */
export async function requestLogout(): Promise<void> {
  await callAuthApi(AUTH_PATHS.logout);
}

export type CurrentUser = z.infer<typeof zoroResponseSchema>;

/**
 * The token check (spec §7): 200 with the caller's details, 401 when the session is gone. Quiet
 * about a refused token: as the is-logged-in check it only finds the learner signed out (spec §8
 * treats a failed check as logged out); the test page's private call says it aloud.
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return zoroResponseSchema.parse(
    await callAuthApi<unknown>(AUTH_PATHS.currentUser, { signal, refusedToken: 'quiet' }),
  );
}
