// `npm run db:backup -- <file>`: the embedded database (PGlite in DATA_DIR) as one .tar.gz, with
// the server stopped; with DATABASE_URL it names the pg_dump command instead (exit 2).
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../core/config';
import {
  CliRefusal,
  runCli,
  hasDatabase,
  lockDataDir,
  megabytes,
  refuseOnPostgres,
  resolveUserPath,
} from './pglite-backup';

async function main(argv: string[]): Promise<number> {
  if (argv.length !== 1 || argv[0]!.startsWith('-')) {
    console.error('Usage: npm run db:backup -- <file>   (e.g. backups/kaksha-2026-01-31.tar.gz)');
    return 2;
  }
  const config = loadConfig();
  refuseOnPostgres(config, 'backup');
  if (config.database.kind !== 'pglite') return 2;
  const dir = config.database.dir;
  const target = resolveUserPath(argv[0]!);
  if (!hasDatabase(dir))
    throw new CliRefusal(`There is no embedded database in ${dir} yet (npm start creates it).`);
  if (existsSync(target))
    throw new CliRefusal(`${target} already exists: choose a new file name for the backup.`);

  const startedAt = Date.now();
  const release = lockDataDir(dir, 'backup');
  const partial = `${target}.partial`;
  try {
    const client = await PGlite.create({ dataDir: dir });
    let dump: Blob;
    try {
      dump = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    // Written aside first, so an interrupted backup never leaves a file that looks complete.
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    renameSync(partial, target);
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    console.log(`Backed up ${dir} to ${target} (${megabytes(dump.size)}, ${seconds} s).`);
    return 0;
  } finally {
    rmSync(partial, { force: true });
    release();
  }
}

runCli(main);
