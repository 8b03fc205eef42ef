import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OAuth2Server } from 'oauth2-mock-server';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import { startE2eCluster } from './cluster-mode';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromiumPath: string;
    dataDir: string;
    /** The ADMIN account the server ensures at start (ADMIN_EMAIL, ADMIN_PASSWORD). */
    adminEmail: string;
    adminPassword: string;
    /** Who the mock Google (an OpenID provider at GOOGLE_ISSUER) signs in. */
    googleEmail: string;
    googleName: string;
    /** E2E_CLUSTER=1: the cluster's state file (cluster-mode.ts); empty with one server. */
    clusterStatePath: string;
  }
}

const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
const GOOGLE_LEARNER = { email: 'google.learner@e2e.test', name: 'Gita Google' };

/** A mock OpenID provider standing in for Google; every sign-in is GOOGLE_LEARNER. */
async function startMockGoogle(): Promise<OAuth2Server> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      sub: 'e2e-google-subject',
      email_verified: true,
      ...GOOGLE_LEARNER,
    });
  });
  return provider;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the built server the way `npm start` does, on a temporary DATA_DIR and a free port; with
 * E2E_CLUSTER=1, two of them on PostgreSQL behind nginx instead (cluster-mode.ts).
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const google = await startMockGoogle();
  const env = {
    LOG_LEVEL: 'warn',
    // The journeys sign many learners up from this one machine.
    SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
    SIGNUPS_PER_MINUTE: '100000',
    // Live-session e-mails (a moved session's notice) go in the next round: every second here, not
    // every minute, so the batch journeys read them at once.
    SESSION_NOTICE_INTERVAL_SECONDS: '1',
    // Abandoned-checkout reminders 8 s and 25 s after the checkout was last touched, looked for
    // every second, so the recovery journey reads them soon (recovery-emails.e2e.test.ts): 8 s
    // lets its learner get from the cart to Complete Payment (~2.5 s) before the cart alone is
    // due a reminder, and 25 s lets them follow the first reminder back to the cart, signing in on
    // the way, and unsubscribe (~7 s) before the second is due. Only learners who tick "Send me
    // reminders and offers" get reminders, so other journeys are unaffected; a failed payment gets
    // one e-mail, which no other journey counts.
    CHECKOUT_RECOVERY_AFTER_SECONDS: '8',
    CHECKOUT_RECOVERY_SECOND_AFTER_SECONDS: '25',
    RECOVERY_JOB_INTERVAL_SECONDS: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    GOOGLE_CLIENT_ID: 'kaksha-e2e',
    GOOGLE_CLIENT_SECRET: 'kaksha-e2e-secret',
    GOOGLE_ISSUER: google.issuer.url ?? '',
  };
  const started =
    process.env.E2E_CLUSTER === '1'
      ? await startE2eCluster(env).catch(async (error: unknown) => {
          await google.stop();
          throw error;
        })
      : await startOneServer(env, google);
  const { baseURL, dataDir } = started;

  project.provide('baseURL', baseURL);
  project.provide('chromiumPath', chromiumPath);
  project.provide('dataDir', dataDir);
  project.provide('adminEmail', ADMIN.email);
  project.provide('adminPassword', ADMIN.password);
  project.provide('googleEmail', GOOGLE_LEARNER.email);
  project.provide('googleName', GOOGLE_LEARNER.name);
  project.provide('clusterStatePath', started.clusterStatePath);

  return async () => {
    await started.stop();
    await google.stop();
  };
}

async function startOneServer(env: Record<string, string>, google: OAuth2Server) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      ...env,
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) {
      await google.stop();
      throw new Error(`The server exited during start-up:\n${output}`);
    }
    try {
      if ((await fetch(`${baseURL}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseURL,
    dataDir,
    clusterStatePath: '',
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
