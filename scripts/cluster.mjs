// `npm run cluster`: two instances of the built server on one fresh PostgreSQL database, behind
// Debian's nginx (deploy/nginx.conf) with round robin and no stickiness. Prints the URL and stops
// everything on Ctrl-C. Also a module: startCluster() is what the e2e cluster mode, the
// money-under-faults cluster test and `bench/purchases.mjs --cluster` run (ADR 0013).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The API's default BODY_LIMIT_BYTES and the shared UPLOAD_MAX_BYTES (packages/shared/src/upload.schema.ts). */
const DEFAULT_BODY_LIMIT_BYTES = 1_048_576;
const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
const NAMES = ['a', 'b', 'c', 'd', 'e', 'f'];

export function findNginx() {
  const candidates = [process.env.NGINX, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(Boolean);
  const found = candidates.find((file) => existsSync(file));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  throw new Error(
    'nginx not found: install it (sudo apt-get install -y nginx) or set NGINX to its binary.',
  );
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function adminQuery(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrlFor(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function waitFor(check, { timeoutMs, what, failed }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const problem = failed?.();
    if (problem) throw new Error(problem);
    try {
      if (await check()) return;
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not become ready in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const isReady = async (url) =>
  (await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2000) })).ok;

/** Fills deploy/nginx.conf. */
export function renderNginxConfig({ listen, upstreams, accessLog, bodyLimitBytes }) {
  const template = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const values = {
    LISTEN: listen,
    // A refused connection takes an instance out for 2 s: a restarting one is back in rotation soon.
    UPSTREAM_SERVERS: upstreams
      .map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`)
      .join('\n'),
    ACCESS_LOG: accessLog,
    BODY_LIMIT_BYTES: String(bodyLimitBytes),
    UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES),
  };
  const filled = template.replace(/\{\{([A-Z_]+)\}\}/g, (_m, key) => {
    if (!(key in values)) throw new Error(`deploy/nginx.conf: no value for {{${key}}}`);
    return values[key];
  });
  return filled;
}

/**
 * Starts `instances` servers and nginx. Options:
 * - adminUrl: a PostgreSQL URL to create and drop the cluster's database from
 *   (CLUSTER_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres);
 * - env: extra environment for every instance (JWT_SECRET, ADMIN_EMAIL, ...);
 * - port: nginx's port (a free one by default); dataDir: the instances' shared DATA_DIR
 *   (uploads and the mail outbox, as a shared volume would be; a temporary one by default);
 * - output: 'files' (each instance's and nginx's output in the cluster's directory) or 'inherit'.
 * The built web app is copied into the cluster's directory first, as a deployment ships one build
 * to every instance: a rebuild of apps/web/dist meanwhile (another engineer on this machine) would
 * otherwise leave an instance's pages naming assets that are no longer on disk.
 */
export async function startCluster(options = {}) {
  const {
    instances: count = 2,
    adminUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    env: extraEnv = {},
    port = await freePort(),
    output = 'files',
    nodeArgs = [],
  } = options;
  const nginx = findNginx();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-cluster-'));
  const dataDir = options.dataDir ?? path.join(dir, 'data');
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(path.join(dir, 'nginx/temp'), { recursive: true });
  const database = `kaksha_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = databaseUrlFor(adminUrl, database);
  const url = `http://127.0.0.1:${port}`;
  const cleanups = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('cluster clean-up:', error instanceof Error ? error.message : error);
      }
    }
  };

  try {
    await adminQuery(adminUrl, `create database "${database}"`);
    cleanups.push(() => adminQuery(adminUrl, `drop database if exists "${database}" with (force)`));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));

    const webDist = path.join(dir, 'web');
    const builtWeb = path.join(root, 'apps/web/dist');
    if (existsSync(builtWeb)) cpSync(builtWeb, webDist, { recursive: true });

    const sharedEnv = {
      PATH: process.env.PATH ?? '',
      ...(existsSync(webDist) ? { WEB_DIST_DIR: webDist } : {}),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      // nginx on loopback is the only proxy: X-Forwarded-For is believed from it alone.
      TRUST_PROXY: '127.0.0.1',
      PAYMENTS: 'sandbox',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      ...extraEnv,
    };
    const members = [];
    for (let i = 0; i < count; i += 1) {
      members.push(
        createInstance({
          name: NAMES[i] ?? `i${i}`,
          port: await freePort(),
          dir,
          output,
          nodeArgs,
        }),
      );
    }
    const instanceEnv = (member) => ({ ...sharedEnv, PORT: String(member.port) });
    cleanups.push(() => Promise.all(members.map((member) => member.stop())));
    // All at once, as a deployment starts them: migrations queue on their advisory lock.
    await Promise.all(members.map((member) => member.start(instanceEnv(member))));

    const conf = path.join(dir, 'nginx/nginx.conf');
    const accessLog = path.join(dir, 'nginx/access.log');
    writeFileSync(
      conf,
      renderNginxConfig({
        listen: `127.0.0.1:${port}`,
        upstreams: members.map((member) => `127.0.0.1:${member.port}`),
        accessLog,
        bodyLimitBytes: Number(sharedEnv.BODY_LIMIT_BYTES ?? DEFAULT_BODY_LIMIT_BYTES),
      }),
    );
    const proxy = startNginx(nginx, path.join(dir, 'nginx'), conf, output);
    cleanups.push(() => proxy.stop());
    await waitFor(() => isReady(url), {
      timeoutMs: 15_000,
      what: 'nginx',
      failed: () => (proxy.exitCode() !== null ? `nginx exited:\n${proxy.output()}` : undefined),
    });

    const byPort = new Map(members.map((member) => [String(member.port), member.name]));
    return {
      url,
      databaseUrl,
      dataDir,
      dir,
      instances: members.map((member) => ({
        name: member.name,
        port: member.port,
        url: `http://127.0.0.1:${member.port}`,
        pid: () => member.pid(),
        output: () => member.output(),
        /** SIGTERM, wait for the exit (the drain), start again on the same port, wait until ready. */
        restart: async ({ signal = 'SIGTERM' } = {}) => {
          const code = await member.stop(signal);
          await member.start(instanceEnv(member));
          return code;
        },
        kill: (signal = 'SIGKILL') => member.stop(signal),
        start: () => member.start(instanceEnv(member)),
      })),
      /** Requests nginx passed to each instance so far (from its access log), and how many were retried. */
      servedBy: () => countServedBy(readAccess(accessLog), byPort),
      accessLog: () => readAccess(accessLog),
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

const readAccess = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/** One line of deploy/nginx.conf's `upstreams` log format. */
export function parseAccessLine(line) {
  const fields = line.split('|');
  if (fields.length < 7) return undefined;
  const [upstreams, upstreamStatus, status, method, uri, seconds, requestId] = fields;
  return {
    // "127.0.0.1:4001, 127.0.0.1:4002" when the first one failed and the next was tried.
    upstreams: upstreams === '-' ? [] : upstreams.split(', '),
    upstreamStatus,
    status: Number(status),
    method,
    uri,
    seconds: Number(seconds),
    requestId,
  };
}

function countServedBy(text, byPort) {
  const counts = Object.fromEntries([...byPort.values()].map((name) => [name, 0]));
  let retried = 0;
  let gatewayErrors = 0;
  for (const line of text.split('\n')) {
    const entry = parseAccessLine(line);
    if (!entry) continue;
    if (entry.upstreams.length > 1) retried += 1;
    // An answer nginx made itself: no instance gave this status (it was refused or timed out).
    const lastStatus = entry.upstreamStatus.split(', ').at(-1);
    if (entry.status >= 502 && entry.status <= 504 && lastStatus !== String(entry.status))
      gatewayErrors += 1;
    const name = byPort.get(entry.upstreams.at(-1)?.split(':').at(-1) ?? '');
    if (name) counts[name] += 1;
  }
  return { counts, retried, gatewayErrors };
}

/** One server process, started and stopped as often as asked, on one port. */
function createInstance({ name, port, dir, output, nodeArgs }) {
  let child = null;
  let exited = Promise.resolve(null);
  let captured = '';
  const logFile = path.join(dir, `instance-${name}.log`);
  return {
    name,
    port,
    pid: () => child?.pid,
    output: () => captured,
    async start(env) {
      child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/api/dist/server.js')], {
        cwd: root,
        env,
        stdio: [
          'ignore',
          output === 'inherit' ? 'inherit' : 'pipe',
          output === 'inherit' ? 'inherit' : 'pipe',
        ],
      });
      const log = output === 'inherit' ? null : createWriteStream(logFile, { flags: 'a' });
      const keep = (chunk) => {
        captured = (captured + chunk).slice(-200_000);
        log?.write(chunk);
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      const current = child;
      exited = new Promise((resolve) =>
        current.once('exit', (code, signal) => {
          log?.end();
          resolve(code ?? signal);
        }),
      );
      await waitFor(() => isReady(`http://127.0.0.1:${port}`), {
        timeoutMs: 60_000,
        what: `instance ${name}`,
        failed: () =>
          current.exitCode !== null
            ? `instance ${name} exited during start-up:\n${captured}`
            : undefined,
      });
    },
    /** Resolves with the exit code (or the signal's name when it was killed). */
    async stop(signal = 'SIGTERM') {
      if (!child || child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      return exited;
    },
  };
}

function startNginx(binary, prefix, conf, output) {
  const child = spawn(
    binary,
    ['-p', `${prefix}/`, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'],
    {
      stdio: [
        'ignore',
        output === 'inherit' ? 'inherit' : 'pipe',
        output === 'inherit' ? 'inherit' : 'pipe',
      ],
    },
  );
  let captured = '';
  child.stdout?.on('data', (d) => (captured += d));
  child.stderr?.on('data', (d) => (captured += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    output: () => captured,
    exitCode: () => child.exitCode,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
    },
  };
}

/** The app's variables an operator may pass through to the instances when running the script. */
const PASS_THROUGH = [
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'LOG_LEVEL',
  'METRICS_TOKEN',
  'NODE_ENV',
  'JWT_SECRET',
  'PAYMENTS',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'REDIS_URL',
  'BODY_LIMIT_BYTES',
  'SMTP_URL',
];

async function main() {
  const { ensureBuilt } = await import('./ensure-built.mjs');
  ensureBuilt();
  const env = { LOG_LEVEL: 'info' };
  for (const name of PASS_THROUGH) if (process.env[name]) env[name] = process.env[name];
  const cluster = await startCluster({
    port: process.env.PORT ? Number(process.env.PORT) : 8080,
    env,
    output: 'inherit',
  });
  console.log(
    `\nKaksha cluster: ${cluster.url} (nginx, round robin) -> ` +
      `${cluster.instances.map((i) => `${i.name} ${i.url}`).join(', ')}; ` +
      `database ${cluster.databaseUrl} (dropped on exit). Ctrl-C stops everything.`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the cluster...');
    const served = cluster.servedBy();
    await cluster.stop();
    console.log(`Requests served: ${JSON.stringify(served.counts)}`);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
