/**
 * One Idempotency-Key per distinct order request. Asking again for the same order (a double
 * click, a retry after a failed or dismissed payment) reuses the key, so the server answers the
 * order it already made instead of making a second one (which would also hold the coupon twice).
 * A different request (other programs, coupon or phone) gets a new key.
 */
export function createIdempotencyKeys() {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(request: unknown): string {
      const fingerprint = JSON.stringify(request);
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
      return current.key;
    },
    /** After a failed attempt: the next one starts afresh. */
    forget(): void {
      current = null;
    },
  };
}

function newKey(): string {
  // randomUUID needs a secure context; plain-http previews on a LAN address are not one.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
