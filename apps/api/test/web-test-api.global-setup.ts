import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type { TestProject } from 'vitest/node';
import { buildApp, buildLoggerOptions } from '../src/app';
import { loadConfig } from '../src/core/config';
import { createPgPool, wrapPglite } from '../src/infra/database/client';
import type { DatabaseHandle } from '../src/infra/database/database';
import { runMigrations } from '../src/infra/database/migrate';
import { seedDatabase } from '../src/prepare-database';
import { seedDemoBatches } from '../src/modules/batches';
import { adminUrl, databaseUrlFor } from './pg-urls';

/** What the web tests get (`inject('webTestApi')`); apps/web/src/test/test-api.ts declares it too. */
declare module 'vitest' {
  export interface ProvidedContext {
    webTestApi: { origin: string; adminEmail: string; adminPassword: string; outboxDir: string };
  }
}

type Cleanup = () => Promise<void>;

/**
 * The real API for the web project's tests, once per run: built in-process on a migrated, seeded
 * database (in-memory PGlite, or a new PostgreSQL database when DATABASE_URL is set), with the
 * built-in Razorpay sandbox, an ADMIN account from the configuration for seeding, and mail written
 * to a temporary outbox. Each web test file puts its own "browser network"
 * (apps/web/src/test/test-api.ts) in front of it.
 *
 * A new PGlite takes seconds to start, so the address is handed out at once and the API starts
 * behind it: connections wait at the door until it is up, while the test files that need no
 * network already run.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-web-api-'));
  const cleanups: Cleanup[] = [async () => rmSync(dataDir, { recursive: true, force: true })];
  const admin = {
    email: `admin.${process.pid}@web-tests.kaksha.in`,
    password: randomBytes(18).toString('base64url'),
  };

  // The door: holds each connection, unread, until the API can take it.
  let api: FastifyInstance | undefined;
  let failure: string | undefined;
  const waiting: Socket[] = [];
  const admit = (socket: Socket) => {
    if (failure) {
      socket.end(
        'HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n' +
          `The web test API did not start: ${failure}`,
      );
    } else if (api) {
      api.server.emit('connection', socket);
      socket.resume();
    } else {
      waiting.push(socket);
    }
  };
  const door = createServer({ pauseOnConnect: true }, admit);
  await new Promise<void>((resolve) => door.listen(0, '127.0.0.1', resolve));
  const { port } = door.address() as { port: number };
  project.provide('webTestApi', {
    origin: `http://127.0.0.1:${port}`,
    adminEmail: admin.email,
    adminPassword: admin.password,
    // Where the API writes its e-mails (no SMTP_URL): the account pages' tests open the links.
    outboxDir: path.join(dataDir, 'outbox'),
  });

  const started = startApi(dataDir, admin, cleanups).then(
    (app) => {
      api = app;
    },
    (error: unknown) => {
      failure = error instanceof Error ? error.message : String(error);
      console.error('The web test API did not start:', error);
    },
  );
  void started.then(() => waiting.splice(0).forEach(admit));

  return async () => {
    // No new connections; those taken in close with the API.
    door.close();
    await started;
    for (const cleanup of cleanups.reverse()) {
      // One failed step must not leave the rest (the server, the database) running.
      await cleanup().catch((error: unknown) => console.error('web test API teardown:', error));
    }
  };
}

async function startApi(
  dataDir: string,
  admin: { email: string; password: string },
  cleanups: Cleanup[],
): Promise<FastifyInstance> {
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const name = `kaksha_web_${process.pid}_${Date.now()}`;
    const maintenance = createPgPool(adminUrl(serverUrl));
    await maintenance.query(`create database "${name}"`);
    cleanups.push(async () => {
      await maintenance.query(`drop database if exists "${name}" with (force)`);
      await maintenance.end();
    });
    databaseUrl = databaseUrlFor(serverUrl, name);
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    LOG_LEVEL: 'silent',
    SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
    SIGNUPS_PER_MINUTE: '100000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // The origin jsdom gives the test page: the browser's Origin on cookie calls.
    PUBLIC_URL: 'http://localhost:3000',
    PAYMENTS: 'sandbox',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // Each test's browser network says which address it comes from (X-Forwarded-For), so the
    // per-address limits (log-in, coupon guesses) count per test as they would per learner.
    TRUST_PROXY: 'loopback',
  });

  // Without a handle buildApp opens DATABASE_URL itself (migrating and seeding it).
  let database: DatabaseHandle | undefined;
  if (!databaseUrl) {
    const handle = wrapPglite(await PGlite.create());
    cleanups.push(() => handle.close());
    await runMigrations(handle);
    await seedDatabase(handle);
    // As a local start would, one open demo batch per program, with seats for every test's checkout.
    await seedDemoBatches(handle.db, { capacity: 100_000 });
    database = handle;
  }
  // TEST_LOG=error (or another level) shows the server's log while debugging a test.
  const level = process.env.TEST_LOG;
  const app = await buildApp(config, {
    database,
    logger: level ? { ...(buildLoggerOptions(config) as object), level } : false,
  });
  cleanups.push(() => app.close());
  // Its own port too: the payment sandbox calls the API over HTTP, at the address it listens on.
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}
