import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../core/config';
import { login, register } from '../../test/accounts';
import {
  freePort,
  startServerProcess,
  waitForReady,
  type ServerProcess,
} from '../../test/server-process';

/*
 * npm run db:backup / db:restore on the embedded database, as the CLI processes they are: backup,
 * change, restore (the change is gone, the rest is there); a running server makes both refuse; a
 * damaged or foreign file is refused and the current data stays.
 */

const cliPath = (name: string) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
const PASSWORD = 'correct-horse-42';

let dataDir: string;
let work: string;
let config: Config;
let backup: string;
const servers: ServerProcess[] = [];

function run(name: 'db-backup' | 'db-restore', args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, ['--import', 'tsx', cliPath(name), ...args], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

/** Opens the embedded database through the app, as a server would, for `use`. */
async function withApp<T>(use: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>) {
  const app = await buildApp(config, { logger: false });
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

const canLogIn = async (email: string) =>
  withApp(async (app) => (await login(app, email, PASSWORD)).statusCode === 201);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-backup-data-'));
  work = mkdtempSync(path.join(os.tmpdir(), 'kaksha-backup-files-'));
  config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'none'),
  });
  await withApp(async (app) => {
    const res = await register(app, { name: 'Kept', email: 'kept@kaksha.in', password: PASSWORD });
    expect(res.statusCode).toBe(201);
  });
  backup = path.join(work, 'kaksha.tar.gz');
  const made = run('db-backup', [backup]);
  expect(made.status, made.stderr).toBe(0);
  expect(made.stdout).toMatch(/Backed up .* to .*kaksha\.tar\.gz/);
}, 180_000);
afterAll(() => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
});

describe('npm run db:backup and db:restore (embedded database)', () => {
  it('restores what was backed up: a later change is gone, everything else is there', async () => {
    expect(run('db-backup', [backup]).stderr).toMatch(/already exists/);
    await withApp(async (app) => {
      const res = await register(app, {
        name: 'Later',
        email: 'later@kaksha.in',
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(201);
    });
    expect(await canLogIn('later@kaksha.in')).toBe(true);

    const restored = run('db-restore', [backup]);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/Restored .* \(1 accounts\)/);
    expect(await canLogIn('later@kaksha.in')).toBe(false);
    expect(await canLogIn('kept@kaksha.in')).toBe(true);
    await withApp(async (app) => {
      const courses = await app.inject('/api/v1.5/courses');
      expect(courses.json()).toHaveLength(4);
    });
    expect(existsSync(path.join(dataDir, 'pglite.restoring'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'pglite.before-restore'))).toBe(false);
  }, 240_000);

  it('refuses both while the server runs, with what to do, and changes nothing', async () => {
    const port = await freePort();
    const server = startServerProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'none'),
    });
    servers.push(server);
    await waitForReady(port, 90_000);

    const second = path.join(work, 'while-running.tar.gz');
    const refused = run('db-backup', [second]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      new RegExp(`in use by a running Kaksha server \\(pid ${server.child.pid}\\)`),
    );
    expect(refused.stderr).toMatch(/Stop the server first/);
    expect(refused.stderr).toMatch(/pg_dump/);
    expect(existsSync(second)).toBe(false);

    const notRestored = run('db-restore', [backup]);
    expect(notRestored.status).toBe(1);
    expect(notRestored.stderr).toMatch(/Stop the server first/);

    // The server kept its directory and its lock, and still serves.
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 240_000);

  it('refuses a damaged or foreign file and keeps the current data', async () => {
    const gz = readFileSync(backup);
    const tar = gunzipSync(gz);
    const empty = await PGlite.create();
    const foreign = Buffer.from(await (await empty.dumpDataDir('gzip')).arrayBuffer());
    await empty.close();
    const files: Record<string, Buffer> = {
      'garbage.tar.gz': Buffer.from('not a backup at all\n'.repeat(200)),
      'cut-short.tar.gz': gz.subarray(0, Math.floor(gz.length / 2)),
      'text.tar.gz': gzipSync(Buffer.from('hello\n'.repeat(1000))),
      'half-a-tar.tar.gz': gzipSync(tar.subarray(0, Math.floor(tar.length / 2))),
      'someone-elses.tar.gz': foreign,
    };
    const expected: Record<string, RegExp> = {
      'garbage.tar.gz': /is not a backup made by npm run db:backup/,
      'cut-short.tar.gz': /is damaged: its gzip data cannot be read/,
      'text.tar.gz': /is not a backup made by npm run db:backup/,
      'half-a-tar.tar.gz': /could not be opened as a database/,
      'someone-elses.tar.gz': /holds a database, but not Kaksha's/,
    };
    for (const [name, bytes] of Object.entries(files)) {
      const file = path.join(work, name);
      writeFileSync(file, bytes);
      const res = run('db-restore', [file]);
      expect(res.status, `${name}: ${res.stdout}${res.stderr}`).toBe(1);
      expect(res.stderr, name).toMatch(expected[name]!);
      expect(res.stderr, name).toMatch(/Nothing was changed/);
    }
    expect(await canLogIn('kept@kaksha.in')).toBe(true);
  }, 240_000);

  it('with DATABASE_URL, names the pg_dump and pg_restore commands instead', () => {
    const env = { DATABASE_URL: 'postgres://kaksha:secret@db.internal:5432/kaksha' };
    for (const name of ['db-backup', 'db-restore'] as const) {
      const res = run(name, [path.join(work, 'pg.dump')], env);
      expect(res.status).toBe(2);
      expect(res.stdout).toMatch(/pg_dump --format=custom --file=kaksha\.dump "\$DATABASE_URL"/);
      expect(res.stdout).toMatch(/pg_restore --clean --if-exists --no-owner/);
      expect(res.stdout).not.toContain('secret');
    }
  }, 60_000);
});
