import { SignJWT, jwtVerify } from 'jose';
import { ROLES, type Role } from '@kaksha/shared';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'kaksha-api';
const AUDIENCE = 'kaksha-web';

export type AccessClaims = { userId: string; role: Role; tokenVersion: number };

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role, ver: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    /** Returns the claims of a valid token, or null for anything else (alg none, tampered, expired, wrong aud). */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const role = payload.role;
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) return null;
        return { userId: payload.sub, role: role as Role, tokenVersion: payload.ver };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
