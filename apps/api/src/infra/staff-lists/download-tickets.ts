import { SignJWT, jwtVerify } from 'jose';
import { EXPORT_TICKET_PARAM, EXPORT_TICKET_SECONDS } from '@kaksha/shared';

const ISSUER = 'kaksha-api';
const AUDIENCE = 'kaksha-download';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TicketClaims = { userId: string; tokenVersion: number; path: string };

/**
 * The path and query a ticket is bound to, in one canonical spelling (the ticket itself removed),
 * so `?a=1&b=%40` and `?a=1&b=@` are the same download and nothing else is.
 */
export function canonicalPath(url: string): string {
  const parsed = new URL(url, 'http://ticket.invalid');
  parsed.searchParams.delete(EXPORT_TICKET_PARAM);
  parsed.searchParams.sort();
  const query = parsed.searchParams.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

/**
 * One-minute download tickets: a staff page cannot put its bearer token on a link the browser
 * follows, so it trades it for a ticket that opens exactly one path (filters included) for the same
 * account. The route still checks the account's current role and token version when it is used.
 */
export function createDownloadTickets(secret: string) {
  const key = new TextEncoder().encode(`download:${secret}`);
  return {
    async sign(claims: TicketClaims): Promise<{ ticket: string; expiresAt: Date }> {
      const expiresAt = new Date(Date.now() + EXPORT_TICKET_SECONDS * 1000);
      const ticket = await new SignJWT({ ver: claims.tokenVersion, path: claims.path })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { ticket, expiresAt };
    },
    /** The claims of a valid ticket, or null (tampered, expired, another audience, malformed). */
    async verify(ticket: string): Promise<TicketClaims | null> {
      try {
        const { payload } = await jwtVerify(ticket, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        if (typeof payload.sub !== 'string' || !UUID_PATTERN.test(payload.sub)) return null;
        if (typeof payload.ver !== 'number' || typeof payload.path !== 'string') return null;
        return { userId: payload.sub, tokenVersion: payload.ver, path: payload.path };
      } catch {
        return null;
      }
    },
  };
}
export type DownloadTickets = ReturnType<typeof createDownloadTickets>;
