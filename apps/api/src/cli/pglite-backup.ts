import { existsSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ConfigError, type Config } from '../core/config';
import { acquireLockFile, DataDirInUseError, lockPathOf } from '../infra/database/lock-file';

/*
 * What `npm run db:backup` and `npm run db:restore` share. The embedded database is one PGlite
 * directory that only one process may open (the lock file), so both hold that lock for their whole
 * run: a running server makes them refuse, and a server cannot start in the middle of either.
 */

/** A refusal the user can act on: printed as is, exit code 1 (2 for "use another tool"). */
export class CliRefusal extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** The file argument, relative to where `npm run` was typed (npm runs scripts from the root). */
export function resolveUserPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** With DATABASE_URL the data is PostgreSQL's: its own tools back it up, even while serving. */
export function refuseOnPostgres(config: Config, action: 'backup' | 'restore'): void {
  if (config.database.kind !== 'postgres') return;
  throw new CliRefusal(
    [
      `npm run db:${action} covers the embedded database (PGlite in DATA_DIR); DATABASE_URL points at a PostgreSQL server.`,
      'Use PostgreSQL’s own tools. Back up (consistent while the servers run):',
      '  pg_dump --format=custom --file=kaksha.dump "$DATABASE_URL"',
      'Restore (with every Kaksha instance stopped):',
      '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" kaksha.dump',
    ].join('\n'),
    2,
  );
}

/** Holds the data directory's lock, or refuses with what to do while a server runs. */
export function lockDataDir(pgliteDir: string, action: 'backup' | 'restore'): () => void {
  try {
    return acquireLockFile(lockPathOf(pgliteDir), pgliteDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new CliRefusal(
      [
        `The embedded database in ${pgliteDir} is in use by a running Kaksha server (pid ${error.ownerPid}).`,
        `Stop the server first (Ctrl+C, or SIGTERM to pid ${error.ownerPid}), then run npm run db:${action} again:`,
        'PGlite serves one process at a time, so it cannot be copied consistently while the server runs.',
        'To back up without stopping, run on PostgreSQL (DATABASE_URL) and use pg_dump (README, "Backups").',
      ].join('\n'),
    );
  }
}

/** A PGlite data directory that has been created (PostgreSQL writes PG_VERSION first). */
export const hasDatabase = (pgliteDir: string) => existsSync(path.join(pgliteDir, 'PG_VERSION'));

const GZIP_MAGIC = [0x1f, 0x8b];
/** "ustar" at offset 257 of the first 512-byte header: a POSIX tar archive. */
const isTar = (bytes: Buffer) =>
  bytes.length >= 1024 && bytes.subarray(257, 262).toString('latin1') === 'ustar';

/**
 * The tar inside a backup file, checked before PGlite sees it: PGlite's own gunzip fails outside
 * any promise (the process dies), and a file that is no archive at all is refused with a reason.
 */
export function readArchive(bytes: Buffer, file: string): Buffer {
  let tar = bytes;
  if (bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1]) {
    try {
      tar = gunzipSync(bytes);
    } catch (error) {
      throw new CliRefusal(
        `${file} is damaged: its gzip data cannot be read (${(error as Error).message}). Nothing was changed.`,
      );
    }
  }
  if (!isTar(tar))
    throw new CliRefusal(
      `${file} is not a backup made by npm run db:backup (no tar archive inside). Nothing was changed.`,
    );
  return tar;
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Runs a backup command: its exit code, a refusal's message (stdout for exit 2), else the error. */
export function runCli(main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof CliRefusal) {
        (error.exitCode === 2 ? console.log : console.error)(error.message);
        process.exit(error.exitCode);
      }
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
