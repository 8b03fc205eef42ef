import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The lock of a PGlite directory, beside it: the server, the backup and the restore all take it. */
export const lockPathOf = (pgliteDir: string) => path.join(path.dirname(pgliteDir), 'pglite.lock');

/** The directory is held by another live process (`ownerPid`). */
export class DataDirInUseError extends Error {
  constructor(
    message: string,
    readonly ownerPid: number,
  ) {
    super(message);
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Two processes on one PGlite data directory silently lose data, so the directory is held
 * by a lock file carrying the owner's pid. A stale lock (dead pid) is taken over.
 */
export function acquireLockFile(lockPath: string, dataDir: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number(readFileSync(lockPath, 'utf8').trim());
      if (
        Number.isInteger(ownerPid) &&
        ownerPid > 0 &&
        ownerPid !== process.pid &&
        isProcessAlive(ownerPid)
      ) {
        throw new DataDirInUseError(
          `The embedded database in ${dataDir} is in use by another Kaksha process (pid ${ownerPid}). ` +
            'Stop that process, use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
          ownerPid,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}
