// `npm run db:restore -- <file>`: replaces the embedded database (PGlite in DATA_DIR) with a backup
// made by `npm run db:backup`, with the server stopped. The backup is opened and checked in a
// directory of its own first; the current data is swapped out only once that has worked.
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../core/config';
import {
  CliRefusal,
  runCli,
  lockDataDir,
  readArchive,
  refuseOnPostgres,
  resolveUserPath,
} from './pglite-backup';

/** Tables every Kaksha database has had since its first migration. */
const CORE_TABLES = ['users', 'courses', 'orders'];

/** Opens the archive as a database in `dir` and checks that it is Kaksha's. */
async function loadAndCheck(tar: Buffer, dir: string, file: string): Promise<number> {
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([tar]) });
  } catch (error) {
    throw new CliRefusal(
      `${file} could not be opened as a database (${(error as Error).message}). Nothing was changed.`,
    );
  }
  try {
    const { rows } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_name = any($1)`,
      [CORE_TABLES],
    );
    if (rows.length !== CORE_TABLES.length)
      throw new CliRefusal(`${file} holds a database, but not Kaksha's. Nothing was changed.`);
    const users = await client.query<{ n: number }>('select count(*)::int as n from users');
    return users.rows[0]?.n ?? 0;
  } finally {
    await client.close();
  }
}

async function main(argv: string[]): Promise<number> {
  if (argv.length !== 1 || argv[0]!.startsWith('-')) {
    console.error('Usage: npm run db:restore -- <file made by npm run db:backup>');
    return 2;
  }
  const config = loadConfig();
  refuseOnPostgres(config, 'restore');
  if (config.database.kind !== 'pglite') return 2;
  const dir = config.database.dir;
  const file = resolveUserPath(argv[0]!);
  if (!existsSync(file)) throw new CliRefusal(`No such file: ${file}`);
  const tar = readArchive(readFileSync(file), file);

  const release = lockDataDir(dir, 'restore');
  // Fixed names: what an interrupted restore left behind is cleared by the next one.
  const incoming = `${dir}.restoring`;
  const previous = `${dir}.before-restore`;
  try {
    // A restore stopped between its two renames left the data only under `previous`.
    if (!existsSync(dir) && existsSync(previous)) renameSync(previous, dir);
    rmSync(incoming, { recursive: true, force: true });
    const users = await loadAndCheck(tar, incoming, file);
    rmSync(previous, { recursive: true, force: true });
    if (existsSync(dir)) renameSync(dir, previous);
    try {
      renameSync(incoming, dir);
    } catch (error) {
      if (existsSync(previous)) renameSync(previous, dir);
      throw error;
    }
    rmSync(previous, { recursive: true, force: true });
    console.log(
      `Restored ${file} into ${dir} (${users} accounts). Start the server: migrations newer than the backup run at start.`,
    );
    return 0;
  } finally {
    rmSync(incoming, { recursive: true, force: true });
    release();
  }
}

runCli(main);
