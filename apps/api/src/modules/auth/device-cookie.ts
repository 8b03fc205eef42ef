import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in to an account before carries proof of it, so its log-ins are limited per cookie and an
 * attacker guessing from elsewhere cannot lock it out.
 *
 * Each account has its own cookie name (a keyed hash of the user id, so names reveal nothing), so
 * several accounts on one browser each keep theirs. The value is `nonce.expires.mac`, where the MAC
 * binds the user id, the nonce and the expiry; nothing is stored on the server.
 */
export const DEVICE_COOKIE_PREFIX = 'kaksha_device_';
export const DEVICE_COOKIE_TTL_SECONDS = 365 * 24 * 60 * 60;

export type DeviceCookie = { name: string; value: string };

export function createDeviceCookies(jwtSecret: string) {
  // A key of its own, so a device cookie's MAC can never be replayed as any other signature.
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', 'kaksha/device-cookie', 32));
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const nameFor = (userId: string) =>
    `${DEVICE_COOKIE_PREFIX}${mac(`name:${userId}`).slice(0, 16)}`;
  const signatureOf = (userId: string, nonce: string, expires: string) =>
    mac(`device:${userId}:${nonce}:${expires}`);

  return {
    issue(userId: string): DeviceCookie {
      const nonce = randomBytes(16).toString('base64url');
      const expires = String(Math.floor(Date.now() / 1000) + DEVICE_COOKIE_TTL_SECONDS);
      return {
        name: nameFor(userId),
        value: `${nonce}.${expires}.${signatureOf(userId, nonce, expires)}`,
      };
    },

    /** The nonce of this account's valid device cookie among those presented, or null. */
    trustedNonce(userId: string, presented: Readonly<Record<string, string>>): string | null {
      const parts = presented[nameFor(userId)]?.split('.');
      if (parts?.length !== 3) return null;
      const [nonce = '', expires = '', signature = ''] = parts;
      // The browser drops it after a year; a copied cookie must not outlive that either.
      if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= Date.now()) return null;
      const expected = Buffer.from(signatureOf(userId, nonce, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return nonce;
    },
  };
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
