import type { Config } from '../config';
import { createCatalogService } from '../modules/catalog/catalog.service';
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

export async function seedDatabase(database: DatabaseHandle): Promise<void> {
  await createCatalogService(database.db).seedCatalogue();
}
