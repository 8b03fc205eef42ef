import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/harness';
import { bearer, signUpAndLogIn } from '../../../test/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = new TextEncoder().encode(TEST_JWT_SECRET);

/** A token signed with the server's own key, as access-token.ts signs them, minus what `omit` names. */
function forge(
  claims: { sub: string; ver: number; fam?: string },
  omit: Array<'exp' | 'iat' | 'sub'> = [],
) {
  let jwt = new SignJWT({ role: 'USER', ver: claims.ver, fam: claims.fam })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('kaksha-api')
    .setAudience('kaksha-web');
  if (!omit.includes('sub')) jwt = jwt.setSubject(claims.sub);
  if (!omit.includes('iat')) jwt = jwt.setIssuedAt();
  if (!omit.includes('exp')) jwt = jwt.setExpirationTime('5m');
  return jwt.sign(key);
}

const getProfile = (token: string) =>
  t.app.inject({ url: '/api/v1.5/users/get-profile', headers: bearer(token) });

async function expectRefused(token: string) {
  const res = await getProfile(token);
  expect(res.statusCode).toBe(401);
  expect(res.json().message).toBe('Invalid access token');
}

describe('access tokens on private routes', () => {
  it('answer 401, not 500, when the subject is not a user id', async () => {
    for (const sub of ['not-a-uuid', '42', "' or 1=1 --", '4f7f5d0e-2d43-4b2a-9f4e-0a6cf2d1e00'])
      await expectRefused(await forge({ sub, ver: 0 }));
  });

  it('answer 401 for a token without exp, iat or sub, though it is signed with our key', async () => {
    const me = await signUpAndLogIn(t.app);
    const { ver, fam } = decodeJwt(me.accessToken) as { ver: number; fam: string };
    const claims = { sub: me.id, ver, fam };
    // The same token with every claim is accepted, so only the missing claim can refuse it.
    expect((await getProfile(await forge(claims))).statusCode).toBe(200);
    await expectRefused(await forge(claims, ['exp']));
    await expectRefused(await forge(claims, ['iat']));
    await expectRefused(await forge(claims, ['sub']));
  });
});
