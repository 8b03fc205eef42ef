import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../core/config';
import { forbidden } from '../../core/app-error';
import {
  DEVICE_COOKIE_PREFIX,
  DEVICE_COOKIE_TTL_SECONDS,
  type DeviceCookie,
} from './device-cookie';
import { REFRESH_TOKEN_TTL_SECONDS } from './refresh-tokens';

export const REFRESH_COOKIE = 'kaksha_refresh';

function isPlainHttpLocalhost(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export function createSessionCookie(config: Config) {
  const path = `${config.API_BASE_PATH}/v1.5/auth`;
  // Only the log-in route reads device cookies, so no other request carries them.
  const devicePath = `${config.API_BASE_PATH}/login`;
  // Production cookies are always Secure (a browser keeps them on http://localhost too).
  const secure = config.isProduction || !isPlainHttpLocalhost(config.publicUrl);
  const trustedOrigins = new Set([new URL(config.publicUrl).origin, ...config.CORS_ORIGINS]);

  return {
    set(reply: FastifyReply, token: string) {
      reply.setCookie(REFRESH_COOKIE, token, {
        httpOnly: true,
        secure,
        sameSite: 'lax',
        path,
        maxAge: REFRESH_TOKEN_TTL_SECONDS,
      });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, secure, sameSite: 'lax', path });
    },
    read(request: FastifyRequest): string | undefined {
      return request.cookies[REFRESH_COOKIE] || undefined;
    },
    /** Outlives sessions on purpose: log-out does not make a browser unknown to the account. */
    setDevice(reply: FastifyReply, cookie: DeviceCookie) {
      reply.setCookie(cookie.name, cookie.value, {
        httpOnly: true,
        secure,
        sameSite: 'lax',
        path: devicePath,
        maxAge: DEVICE_COOKIE_TTL_SECONDS,
      });
    },
    /** The device cookies the browser sent (one per account it signed in to), by name. */
    readDevices(request: FastifyRequest): Record<string, string> {
      const devices: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.cookies))
        if (name.startsWith(DEVICE_COOKIE_PREFIX) && value) devices[name] = value;
      return devices;
    },
    /**
     * CSRF guard for the cookie-authenticated endpoints: a browser always sends Origin on these
     * requests, and it must be this site (as configured, or as addressed) or a listed origin.
     */
    assertTrustedOrigin(request: FastifyRequest) {
      const origin = request.headers.origin;
      const fetchSite = request.headers['sec-fetch-site'];
      if (origin) {
        const selfOrigin = `${request.protocol}://${request.headers.host ?? ''}`;
        if (origin !== selfOrigin && !trustedOrigins.has(origin))
          throw forbidden('This request did not come from Kaksha.', 'UNTRUSTED_ORIGIN');
        return;
      }
      if (fetchSite === 'cross-site')
        throw forbidden('This request did not come from Kaksha.', 'UNTRUSTED_ORIGIN');
    },
  };
}
export type SessionCookie = ReturnType<typeof createSessionCookie>;
