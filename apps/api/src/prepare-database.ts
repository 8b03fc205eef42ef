import type { Config } from './core/config';
import { seedCatalog } from './modules/catalog';
import { seedDemoBatches } from './modules/batches';
import { openDatabase } from './infra/database/client';
import type { DatabaseHandle } from './infra/database/database';
import { runMigrations } from './infra/database/migrate';

/**
 * Opens the configured database, migrates it and seeds the catalogue; outside production, each
 * program without any batch also gets one open demo batch (so a local install can sell a seat).
 */
export async function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    await seedDatabase(database);
    if (!config.isProduction) await seedDemoBatches(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Everything a new database needs besides its tables: today the catalogue. */
export async function seedDatabase(database: DatabaseHandle): Promise<void> {
  await seedCatalog(database.db);
}
