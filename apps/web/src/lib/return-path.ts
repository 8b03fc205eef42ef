/** The query parameter that carries where to go after logging in: /login?returnTo=/user-profile. */
export const RETURN_TO_PARAM = 'returnTo';

/** The API sends the browser back to '/?signedIn=google' after Google sign-in. */
export const EXTERNAL_SIGN_IN_PARAM = 'signedIn';
/** ... or to '/login?signInError=<code>' when it failed. */
export const EXTERNAL_SIGN_IN_ERROR_PARAM = 'signInError';

const GOOGLE_RETURN_KEY = 'kaksha-sign-in-return-to';

/**
 * Accepts only a path on this site ('/cart-summary?x=1'); anything else ('//evil.example',
 * 'https://...', 'javascript:') falls back to undefined so no one can bounce learners away.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  return value;
}

/** '/login?returnTo=%2Fuser-profile' for a page that needs a signed-in learner. */
export function loginPathFor(returnTo: string): string {
  return `/login?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`;
}

/** '/operations?returnTo=%2Foperations%2Fsales' for a staff page. */
export function staffSignInPathFor(returnTo: string): string {
  return `/operations?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`;
}

export function isReturningFromExternalSignIn(): boolean {
  if (typeof window === 'undefined') return false;
  return new URLSearchParams(window.location.search).has(EXTERNAL_SIGN_IN_PARAM);
}

/** Google sign-in leaves the app; remember where to come back to for the round trip. */
export function rememberExternalReturnPath(returnTo: string | undefined): void {
  try {
    if (returnTo) sessionStorage.setItem(GOOGLE_RETURN_KEY, returnTo);
    else sessionStorage.removeItem(GOOGLE_RETURN_KEY);
  } catch {
    // Privacy modes: the learner lands on '/', which is the spec's default anyway.
  }
}

export function takeExternalReturnPath(): string | undefined {
  try {
    const value = sessionStorage.getItem(GOOGLE_RETURN_KEY);
    sessionStorage.removeItem(GOOGLE_RETURN_KEY);
    return safeReturnPath(value);
  } catch {
    return undefined;
  }
}
