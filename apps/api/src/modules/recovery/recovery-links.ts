import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** 128 bits of HMAC are plenty for a link; shorter links survive mail clients better. */
const MAC_BYTES = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The recovery e-mails' signed links: a click-through names the e-mail row, an unsubscribe link
 * names the learner, each with an HMAC under a key derived from the JWT secret (HKDF, its own
 * purpose), so nothing secret is stored and no sign-in is needed. A token is
 * `<base64url id>.<base64url mac>`; the purpose is part of what is signed.
 */
export function createRecoveryLinks(jwtSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', 'kaksha/recovery-links', 32));
  const mac = (purpose: string, id: string) =>
    createHmac('sha256', key).update(`${purpose}\n${id}`).digest().subarray(0, MAC_BYTES);

  function sign(purpose: 'click' | 'unsubscribe', id: string): string {
    return `${Buffer.from(id.replace(/-/g, ''), 'hex').toString('base64url')}.${mac(purpose, id).toString('base64url')}`;
  }

  /** The id a token was signed for, or null for anything else. */
  function verify(purpose: 'click' | 'unsubscribe', token: string): string | null {
    const [idPart, macPart] = token.split('.');
    if (!idPart || !macPart) return null;
    const hex = Buffer.from(idPart, 'base64url').toString('hex');
    if (hex.length !== 32) return null;
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    if (!UUID.test(id)) return null;
    const presented = Buffer.from(macPart, 'base64url');
    const expected = mac(purpose, id);
    return presented.length === expected.length && timingSafeEqual(presented, expected) ? id : null;
  }

  return {
    clickToken: (emailId: string) => sign('click', emailId),
    unsubscribeToken: (userId: string) => sign('unsubscribe', userId),
    emailOfClick: (token: string) => verify('click', token),
    userOfUnsubscribe: (token: string) => verify('unsubscribe', token),
  };
}
export type RecoveryLinks = ReturnType<typeof createRecoveryLinks>;
