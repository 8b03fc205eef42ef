import { callApi } from '../../lib/api-client';

// The e-mailed account links: forgot and reset a password, verify an address. None needs a session.

type Message = { message: string };

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<Message> {
  return callApi<Message>('/v1.5/auth/password/forgot', {
    method: 'POST',
    body: { email: email.trim() },
    accessToken: null,
  });
}

export function resetPassword(token: string, password: string): Promise<Message> {
  return callApi<Message>('/v1.5/auth/password/reset', {
    method: 'POST',
    body: { token, password },
    accessToken: null,
  });
}

export function verifyEmail(token: string): Promise<Message> {
  return callApi<Message>('/v1.5/auth/verify-email', {
    method: 'POST',
    body: { token },
    accessToken: null,
  });
}

/** The token of an e-mailed link: in the fragment (`#token=...`), which never reaches a server. */
export function linkTokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}
