import { SignJWT, jwtVerify } from 'jose';
import { ROLES, type Role } from '@kaksha/shared';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'kaksha-api';
const AUDIENCE = 'kaksha-web';

/** `familyId`: the refresh family (the session) the token was issued in; ending it ends the token. */
export type AccessClaims = { userId: string; role: Role; tokenVersion: number; familyId: string };

const VERIFIED_CACHE_SIZE = 10_000;
// The guard looks the subject up in a uuid column: anything else would fail the cast (a 500), not the token.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAccessTokens(secret: string) {
  // Imported once: given the raw bytes, jose imports a WebCrypto key on every sign and verify.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  /**
   * Tokens whose signature and claims were already checked, with their expiry: a session sends the
   * same token with every request, and WebCrypto's HMAC costs far more than a map lookup. Expiry is
   * still checked on every use; the token version is checked against the database by the guard.
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  return {
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role, ver: claims.tokenVersion, fam: claims.familyId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(await key);
    },
    /** Returns the claims of a valid token, or null for anything else (alg none, tampered, expired, wrong aud). */
    async verify(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          // Without exp a token would never expire; jose checks exp and iat only when present.
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const role = payload.role;
        if (typeof payload.sub !== 'string' || !UUID_PATTERN.test(payload.sub)) return null;
        if (typeof payload.ver !== 'number' || typeof payload.exp !== 'number') return null;
        if (typeof payload.fam !== 'string' || !UUID_PATTERN.test(payload.fam)) return null;
        if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) return null;
        const claims = {
          userId: payload.sub,
          role: role as Role,
          tokenVersion: payload.ver,
          familyId: payload.fam,
        };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
        verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
