import type { Config } from '../config';
import { announceInvalidations } from '../lib/invalidation-bus';
import { upsertCourses } from '../modules/catalog/catalog.repository';
import { COURSE_SEED } from '../modules/catalog/catalog.seed';
import { openDatabase } from './client';
import type { DatabaseHandle } from './database';
import { runMigrations } from './migrate';

/** Opens the configured database, migrates it and seeds the catalogue. */
export async function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    await seedDatabase(database);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The seed may change prices (a new release): instances already running drop their catalogue. */
export async function seedDatabase(database: DatabaseHandle): Promise<void> {
  await database.db.transaction(async (tx) => {
    await upsertCourses(tx, COURSE_SEED);
    await announceInvalidations(tx, [{ cache: 'catalog' }]);
  });
}
