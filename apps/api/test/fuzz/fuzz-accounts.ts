import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import type { DatabaseHandle } from '../../src/infra/database/database';
import { login, refreshCookieOf, signInAs, signUpAndLogIn, type SignedIn } from '../accounts';

type Role = 'USER' | 'ADMIN';
type Held = { account: SignedIn; role: Role; token: string; renewing?: Promise<void> };

/**
 * The fuzzer's callers. A fuzzed call may end a token (log out everywhere bumps its version, a
 * role change too): after a 401 the sender asks `renew`, which checks the token and, if it is
 * dead, restores the role and logs in again.
 */
export async function createFuzzAccounts(
  app: FastifyInstance,
  database: DatabaseHandle,
  jwtSecret: string,
) {
  const user = await signInAs(app, database, 'USER');
  const admin = await signInAs(app, database, 'ADMIN');
  /** Whose profile and role staff calls change. */
  const victim = await signInAs(app, database, 'USER');
  /** Whose e-mail the log-in baselines use, so failed guesses never throttle the callers above. */
  const loginTarget = await signUpAndLogIn(app, 'Login Target');
  const held: Record<'user' | 'admin', Held> = {
    user: { account: user, role: 'USER', token: user.accessToken },
    admin: { account: admin, role: 'ADMIN', token: admin.accessToken },
  };
  const refreshTokens = [user.refreshToken, admin.refreshToken, victim.refreshToken];
  let renewals = 0;

  async function isAlive(token: string): Promise<boolean> {
    const res = await app.inject({
      url: '/api/v1.5/requests/test/private/zoro',
      headers: { authorization: `Bearer ${token}` },
    });
    return res.statusCode === 200;
  }

  async function renewNow(kind: 'user' | 'admin') {
    const h = held[kind];
    if (await isAlive(h.token)) return;
    renewals += 1;
    await database.db.execute(sql`update users set role = ${h.role} where id = ${h.account.id}`);
    const res = await login(app, h.account.email, h.account.password);
    if (res.statusCode !== 201)
      throw new Error(`could not log ${kind} in again: ${res.statusCode} ${res.body}`);
    h.token = res.json().access_token;
    const cookie = refreshCookieOf(res);
    if (cookie) refreshTokens.push(cookie);
  }

  return {
    user,
    admin,
    victim,
    loginTarget,
    tokenOf: (kind: 'user' | 'admin') => held[kind].token,
    /** Refresh tokens seen so far (rotated or revoked ones included: both are worth sending). */
    refreshTokens: () => refreshTokens.slice(-5),
    renewals: () => renewals,
    /** After a 401 on `token`: when it is still the current one and no longer works, log in again. */
    renew(kind: 'user' | 'admin', token: string): Promise<void> {
      const h = held[kind];
      if (token !== h.token) return h.renewing ?? Promise.resolve();
      h.renewing ??= renewNow(kind).finally(() => {
        h.renewing = undefined;
      });
      return h.renewing;
    },
    /** Tokens no client should hold: forged with odd claims, alg none, expired, another secret. */
    async oddTokens(): Promise<Array<{ name: string; token: string }>> {
      const key = new TextEncoder().encode(jwtSecret);
      const sign = (claims: Record<string, unknown>, sub: string, secret = key, exp = '15m') =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(sub)
          .setIssuer('kaksha-api')
          .setAudience('kaksha-web')
          .setIssuedAt()
          .setExpirationTime(exp)
          .sign(secret);
      const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      return [
        {
          name: 'alg-none',
          token: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: admin.id, role: 'ADMIN', ver: 0 })}.`,
        },
        {
          name: 'other-secret',
          token: await sign(
            { role: 'ADMIN', ver: 0 },
            admin.id,
            new TextEncoder().encode('x'.repeat(48)),
          ),
        },
        { name: 'expired', token: await sign({ role: 'USER', ver: 0 }, user.id, key, '-1m') },
        { name: 'sub-not-uuid', token: await sign({ role: 'USER', ver: 0 }, 'not-a-uuid') },
        { name: 'sub-nul', token: await sign({ role: 'USER', ver: 0 }, `${user.id}\u0000`) },
        {
          name: 'unknown-user',
          token: await sign({ role: 'ADMIN', ver: 0 }, '00000000-0000-4000-8000-000000000000'),
        },
        { name: 'ver-string', token: await sign({ role: 'USER', ver: '0' }, user.id) },
        { name: 'role-root', token: await sign({ role: 'ROOT', ver: 0 }, user.id) },
        {
          name: 'huge-claim',
          token: await sign({ role: 'USER', ver: 0, pad: 'p'.repeat(3_000) }, user.id),
        },
      ];
    },
  };
}
export type FuzzAccounts = Awaited<ReturnType<typeof createFuzzAccounts>>;
