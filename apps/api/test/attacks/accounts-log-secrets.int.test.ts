import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, buildLoggerOptions } from '../../src/app';
import type { Config } from '../../src/core/config';
import type { DatabaseHandle } from '../../src/infra/database/database';
import { createTestConfig, createTestDatabase } from '../harness';
import { bearer, login, ORIGIN, refreshCookieOf, register, uniqueEmail } from '../accounts';
import { waitForLink } from '../account-mail';

/** Secrets of every account flow stay out of the server's log, at its most talkative level. */
let app: FastifyInstance;
let config: Config;
let database: DatabaseHandle;
const lines: string[] = [];

beforeAll(async () => {
  config = createTestConfig();
  database = await createTestDatabase();
  const options = buildLoggerOptions(config) as object;
  app = await buildApp(config, {
    database,
    logger: { ...options, level: 'trace', stream: { write: (line: string) => lines.push(line) } },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(config.dataDir, { recursive: true, force: true });
});

describe('the log after every account flow', () => {
  it('holds no password, access token, refresh cookie or e-mailed link token', async () => {
    const email = uniqueEmail('logged');
    const secrets: string[] = [];
    const password = 'first-secret-password-1';
    secrets.push(password);
    expect((await register(app, { name: 'Logged', email, password })).statusCode).toBe(201);
    const session = await login(app, email, password);
    const accessToken = session.json().access_token as string;
    const refreshToken = refreshCookieOf(session)!;
    secrets.push(accessToken, refreshToken);

    const verifyToken = await waitForLink(config.dataDir, email, 'verify-email');
    secrets.push(verifyToken);
    await app.inject({
      method: 'POST',
      url: '/api/v1.5/auth/verify-email',
      payload: { token: verifyToken },
    });

    await app.inject({
      method: 'POST',
      url: '/api/v1.5/auth/password/forgot',
      payload: { email },
    });
    const resetToken = await waitForLink(config.dataDir, email, 'reset-password');
    const resetPassword = 'second-secret-password-2';
    secrets.push(resetToken, resetPassword);
    await app.inject({
      method: 'POST',
      url: '/api/v1.5/auth/password/reset',
      payload: { token: resetToken, password: resetPassword },
    });

    const again = await login(app, email, resetPassword);
    const token2 = again.json().access_token as string;
    const changed = 'third-secret-password-3';
    secrets.push(token2, changed);
    const change = await app.inject({
      method: 'POST',
      url: '/api/v1.5/auth/password',
      headers: bearer(token2),
      cookies: { kaksha_refresh: refreshCookieOf(again)! },
      payload: { currentPassword: resetPassword, newPassword: changed },
    });
    const token3 = change.json().access_token as string;
    secrets.push(token3);
    await app.inject({ url: '/api/v1.5/users/me/export', headers: bearer(token3) });
    await app.inject({
      url: '/api/v1.5/auth/logout',
      headers: { ...bearer(token3), origin: ORIGIN },
      cookies: { kaksha_refresh: refreshCookieOf(again)! },
    });
    await app.inject({
      method: 'DELETE',
      url: '/api/v1.5/users/me',
      headers: bearer(token3),
      payload: { password: changed },
    });

    expect(lines.length).toBeGreaterThan(10);
    const log = lines.join('\n');
    for (const secret of secrets) expect(log, 'a secret in the log').not.toContain(secret);
  });
});
