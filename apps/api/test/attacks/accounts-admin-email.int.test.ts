import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { ConfigError } from '../../src/core/config';
import type { DatabaseHandle } from '../../src/infra/database/database';
import { queryRows } from '../../src/infra/database/database';
import { createTestConfig, createTestDatabase } from '../harness';
import { login, register, uniqueEmail } from '../accounts';

/** Item 5: ADMIN_EMAIL squatting. Anyone can register the address before the operator starts. */
let database: DatabaseHandle;
const dataDirs: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function start(overrides: Record<string, string>) {
  const config = createTestConfig(overrides);
  dataDirs.push(config.dataDir);
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  return app;
}

const roleOf = async (email: string) =>
  (
    await queryRows<{ role: string }>(
      database.db,
      sql`select role from users where lower(email) = lower(${email})`,
    )
  )[0]?.role;

describe('ADMIN_EMAIL never promotes a stranger', () => {
  it('refuses to start when the address was registered by someone else, and names the fix', async () => {
    const email = uniqueEmail('squatted.admin');
    const plain = await start({});
    expect(
      (await register(plain, { name: 'Squatter', email, password: 'squatter-pass-1' })).statusCode,
    ).toBe(201);
    await plain.close();

    const attempt = start({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'operator-pass-77' });
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(/npm run user:role/);
    expect(await roleOf(email)).toBe('USER');
  });

  it('promotes an existing account when ADMIN_PASSWORD is its password', async () => {
    const email = uniqueEmail('own.admin');
    const plain = await start({});
    await register(plain, { name: 'Owner', email, password: 'owner-pass-2024' });
    await plain.close();

    const app = await start({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'owner-pass-2024' });
    expect(await roleOf(email)).toBe('ADMIN');
    const res = await login(app, email, 'owner-pass-2024');
    expect(res.json().role).toBe('ADMIN');
    await app.close();
  });

  it('refuses a common ADMIN_PASSWORD', async () => {
    const email = uniqueEmail('weak.admin');
    await expect(start({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'password123' })).rejects.toThrow(
      /ADMIN_PASSWORD: too common/,
    );
    expect(await roleOf(email)).toBeUndefined();
  });
});
