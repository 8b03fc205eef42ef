// `npm run seed:bulk -- <orders>`: fills the configured database (DATABASE_URL, or the embedded one
// in DATA_DIR: stop the server first) with learners and orders for trying the sales console and
// for the export benchmark. Every row is tagged with the run's tag in e-mails and order ids.
import { ConfigError, loadConfig } from '../core/config';
import { prepareDatabase } from '../prepare-database';
import { seedBulkSales } from './bulk-seed';

async function main(argv: string[]): Promise<number> {
  const count = Number(argv[0] ?? 10_000);
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
    console.error('Usage: npm run seed:bulk -- <number of orders, 1 to 5000000>');
    return 2;
  }
  const database = await prepareDatabase(loadConfig());
  try {
    const started = Date.now();
    const { run, learners } = await seedBulkSales(database.db, count);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${count} orders for ${learners} learners in ${seconds} s (run ${run}: e-mails bulk.${run}.N@seed.kaksha.in).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
