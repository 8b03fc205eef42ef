import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../core/config';
import { login, register } from '../../test/accounts';

const cli = fileURLToPath(new URL('./user-role.ts', import.meta.url));
const run = (dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });

describe('npm run user:role', () => {
  it('grants a role to an existing account on the embedded database', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-cli-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'none'),
    });
    let app = await buildApp(config, { logger: false });
    expect(
      (await register(app, { name: 'Ops', email: 'ops@kaksha.in', password: 'correct-horse-42' }))
        .statusCode,
    ).toBe(201);
    await app.close();

    const usage = run(dataDir, 'ops@kaksha.in', 'ROOT');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/Usage/);
    const unknown = run(dataDir, 'nobody@kaksha.in', 'EVENTS');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/No account with e-mail nobody@kaksha.in/);
    const granted = run(dataDir, 'ops@kaksha.in', 'events');
    expect(granted.status).toBe(0);
    expect(granted.stdout).toMatch(/role USER -> EVENTS/);

    app = await buildApp(config, { logger: false });
    expect((await login(app, 'ops@kaksha.in', 'correct-horse-42')).json().role).toBe('EVENTS');
    await app.close();
  }, 60_000);
});
