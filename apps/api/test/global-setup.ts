import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createPgPool, wrapPglite, wrapPgPool } from '../src/infra/database/client';
import { runMigrations } from '../src/infra/database/migrate';
import { seedDatabase } from '../src/prepare-database';
import { seedDemoBatches } from '../src/modules/batches';
import type { DatabaseHandle } from '../src/infra/database/database';
import { adminUrl, databaseUrlFor } from './pg-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    pgTemplateName: string;
  }
}

/**
 * Builds one migrated, seeded database per run and hands its location to the test files:
 * a new PGlite costs ~4 s and ~500 MB, loading a dump of a migrated one costs a fraction.
 */
export default async function setup(project: TestProject) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'kaksha-test-'));
  const cleanups: Array<() => Promise<void>> = [
    async () => rmSync(tmp, { recursive: true, force: true }),
  ];
  const url = process.env.DATABASE_URL;

  if (url) {
    const name = `kaksha_tmpl_${process.pid}_${Date.now()}`;
    const admin = createPgPool(adminUrl(url));
    await admin.query(`create database "${name}"`);
    const handle = wrapPgPool(createPgPool(databaseUrlFor(url, name)));
    await runMigrations(handle);
    await seedTemplate(handle);
    await handle.close();
    project.provide('pgTemplateName', name);
    project.provide('pgliteTemplatePath', '');
    cleanups.push(async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    });
  } else {
    const client = await PGlite.create();
    const handle = wrapPglite(client);
    await runMigrations(handle);
    await seedTemplate(handle);
    const dump = await client.dumpDataDir('none');
    await handle.close();
    const file = path.join(tmp, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplatePath', file);
    project.provide('pgTemplateName', '');
  }

  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}

/**
 * The catalogue, and one open demo batch per program with seats enough that no test which is not
 * about seats ever meets a full batch (tests about seats make batches of their own).
 */
async function seedTemplate(handle: DatabaseHandle): Promise<void> {
  await seedDatabase(handle);
  await seedDemoBatches(handle.db, { capacity: 100_000 });
}
