import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, buildLoggerOptions } from '../src/app';
import { loadConfig, type Config } from '../src/core/config';
import { createPgPool, wrapPglite, wrapPgPool } from '../src/infra/database/client';
import type { DatabaseHandle } from '../src/infra/database/database';
import { adminUrl, databaseUrlFor } from './pg-urls';
import { watchDocumentedAnswers } from './documented-answers';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * On the PostgreSQL pass, a new database copied from the migrated template, for a test or a server
 * process of its own; undefined on the PGlite pass.
 */
export async function createTestDatabaseUrl(): Promise<
  { url: string; drop(): Promise<void> } | undefined
> {
  const templateName = inject('pgTemplateName');
  const url = process.env.DATABASE_URL;
  if (!url || !templateName) return undefined;
  const name = `kaksha_t_${randomBytes(6).toString('hex')}`;
  const admin = createPgPool(adminUrl(url));
  try {
    await admin.query(`create database "${name}" template "${templateName}"`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrlFor(url, name),
    drop: async () => {
      const dropper = createPgPool(adminUrl(url));
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh copy of the migrated, seeded template: PGlite in memory, or a new PostgreSQL database.
 * `settings` are the database's own defaults (ALTER DATABASE ... SET on PostgreSQL, the one
 * session's SET on PGlite), for the tests of a deployment whose database is configured unusually.
 */
export async function createTestDatabase(
  settings: Record<string, string> = {},
): Promise<DatabaseHandle> {
  const server = await createTestDatabaseUrl();
  if (server) {
    if (Object.keys(settings).length > 0) {
      const admin = createPgPool(server.url);
      const name = new URL(server.url).pathname.slice(1);
      for (const [key, value] of Object.entries(settings))
        await admin.query(`alter database "${name}" set ${key} = '${value}'`);
      await admin.end();
    }
    const handle = wrapPgPool(createPgPool(server.url));
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await server.drop();
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplatePath'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  for (const [key, value] of Object.entries(settings)) await client.exec(`set ${key} = '${value}'`);
  return wrapPglite(client);
}

export function createTestConfig(overrides: Record<string, string | undefined> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-data-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://localhost:3000',
    // Suites sign many learners up from one address; the sign-up limit's own tests set it low.
    SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
    SIGNUPS_PER_MINUTE: '100000',
    ...overrides,
  });
}

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
};

/** A real app on a real database, driven through inject(). */
export async function createTestApp(
  overrides: Record<string, string | undefined> = {},
  options: {
    beforeReady?: (app: FastifyInstance) => void;
    databaseSettings?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const config = createTestConfig(overrides);
  const database = await createTestDatabase(options.databaseSettings);
  // TEST_LOG=error (or another level) shows the server's log while debugging a test.
  const level = process.env.TEST_LOG;
  const app = await buildApp(config, {
    database,
    logger: level ? { ...(buildLoggerOptions(config) as object), level } : false,
  });
  options.beforeReady?.(app);
  watchDocumentedAnswers(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
