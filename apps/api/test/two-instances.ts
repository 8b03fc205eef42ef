import { readFileSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/core/config';
import { createPgPool, wrapPglite, wrapPgPool } from '../src/infra/database/client';
import type { DatabaseHandle } from '../src/infra/database/database';
import { createTestConfig, createTestDatabaseUrl } from './harness';

export type Instance = { app: FastifyInstance; database: DatabaseHandle; config: Config };
export type TwoInstances = {
  a: Instance;
  b: Instance;
  isPostgres: boolean;
  /** On PostgreSQL, the database's URL (for a process of its own, such as the role CLI). */
  url?: string;
  close(): Promise<void>;
};

/**
 * Two app instances on one database, as two servers behind a load balancer: on PostgreSQL each
 * with a pool (and listener) of its own on a new database; on PGlite both on one engine, which is
 * what one process can share (the lock file keeps a second process out).
 */
export async function createTwoInstances(
  overrides: Record<string, string | undefined> = {},
): Promise<TwoInstances> {
  const server = await createTestDatabaseUrl();
  const handles: DatabaseHandle[] = [];
  if (server) {
    handles.push(wrapPgPool(createPgPool(server.url)), wrapPgPool(createPgPool(server.url)));
  } else {
    const dump = readFileSync(inject('pgliteTemplatePath'));
    const shared = wrapPglite(await PGlite.create({ loadDataDir: new Blob([dump]) }));
    handles.push(shared, shared);
  }
  const instances = await Promise.all(
    handles.map(async (database) => {
      const config = createTestConfig(overrides);
      const app = await buildApp(config, { database, logger: false });
      await app.ready();
      return { app, database, config };
    }),
  );
  return {
    a: instances[0]!,
    b: instances[1]!,
    isPostgres: Boolean(server),
    url: server?.url,
    async close() {
      for (const instance of instances) await instance.app.close();
      for (const handle of new Set(handles)) await handle.close();
      await server?.drop();
      for (const instance of instances)
        rmSync(instance.config.dataDir, { recursive: true, force: true });
    },
  };
}
