import { SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './access-token';

const SECRET = 'unit-test-secret-unit-test-secret-0123456789';
const tokens = createAccessTokens(SECRET);
const key = new TextEncoder().encode(SECRET);
const claims = {
  userId: '4f7f5d0e-2d43-4b2a-9f4e-0a6cf2d1e001',
  role: 'USER' as const,
  tokenVersion: 3,
  familyId: '0b0c8f0a-6a51-4c51-8f0e-2b6a8b1d7c11',
};

const forge = (mutate: (jwt: SignJWT) => SignJWT, secret = key) =>
  mutate(
    new SignJWT({ role: 'USER', ver: 3, fam: claims.familyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId),
  ).sign(secret);

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('round-trips its claims and expires within 15 minutes', async () => {
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBeLessThanOrEqual(15 * 60);
  });

  it('stops accepting a token it has verified before once the token expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    const fresh = createAccessTokens(SECRET);
    const token = await fresh.sign(claims);
    expect(await fresh.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date(Date.now() + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000));
    expect(await fresh.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date(Date.now() + 2000));
    expect(await fresh.verify(token)).toBeNull();
  });

  it("refuses alg 'none'", async () => {
    const unsecured = new UnsecuredJWT({ role: 'ADMIN', ver: 3 })
      .setSubject(claims.userId)
      .setIssuer('kaksha-api')
      .setAudience('kaksha-web')
      .setExpirationTime('5m')
      .encode();
    expect(await tokens.verify(unsecured)).toBeNull();
  });

  it('refuses an expired token', async () => {
    const expired = await forge((j) =>
      j
        .setIssuer('kaksha-api')
        .setAudience('kaksha-web')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60),
    );
    expect(await tokens.verify(expired)).toBeNull();
  });

  it('refuses a tampered payload', async () => {
    const token = await tokens.sign(claims);
    const [header, , signature] = token.split('.');
    const evilPayload = Buffer.from(
      JSON.stringify({
        sub: claims.userId,
        role: 'ADMIN',
        ver: 3,
        iss: 'kaksha-api',
        aud: 'kaksha-web',
        exp: 9999999999,
      }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${evilPayload}.${signature}`)).toBeNull();
  });

  it('refuses the wrong audience, the wrong issuer and the wrong key', async () => {
    expect(
      await tokens.verify(
        await forge((j) =>
          j.setIssuer('kaksha-api').setAudience('someone-else').setExpirationTime('5m'),
        ),
      ),
    ).toBeNull();
    expect(
      await tokens.verify(
        await forge((j) => j.setIssuer('evil').setAudience('kaksha-web').setExpirationTime('5m')),
      ),
    ).toBeNull();
    const otherKey = new TextEncoder().encode('another-secret-another-secret-0123456789');
    expect(
      await tokens.verify(
        await forge(
          (j) => j.setIssuer('kaksha-api').setAudience('kaksha-web').setExpirationTime('5m'),
          otherKey,
        ),
      ),
    ).toBeNull();
  });

  it('refuses a token without its session (refresh family) id', async () => {
    const valid = (j: SignJWT) =>
      j.setIssuer('kaksha-api').setAudience('kaksha-web').setIssuedAt().setExpirationTime('5m');
    expect(await tokens.verify(await forge(valid))).toEqual(claims);
    const withoutFamily = await valid(
      new SignJWT({ role: 'USER', ver: 3 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId),
    ).sign(key);
    expect(await tokens.verify(withoutFamily)).toBeNull();
  });

  it('refuses an unknown role', async () => {
    const token = await new SignJWT({ role: 'ROOT', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer('kaksha-api')
      .setAudience('kaksha-web')
      .setExpirationTime('5m')
      .sign(key);
    expect(await tokens.verify(token)).toBeNull();
  });
});
