import { buildApp } from './app';
import { ConfigError, loadConfig } from './core/config';
import { trackConnections } from './infra/http/connection-drain';
import { LISTEN_LOG_MARKER } from './infra/logging/request-log';
import { describeStart, formatBanner } from './infra/logging/start-banner';

const SHUTDOWN_GRACE_MS = 10_000;
/** Connections still open this long after the signal are destroyed; the rest is for onClose work. */
const DRAIN_DEADLINE_MS = 8_000;
/** An idle keep-alive connection is closed after this long without a request (see connection-drain). */
const IDLE_CLOSE_MS = 1_000;

async function main() {
  const startedAt = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config, {
    runBackgroundJobs: true,
    // Asked only once the server listens, after `connections` below exists.
    isDraining: () => connections.isDraining(),
  }).catch((error: unknown) => {
    // A setting that only the database can judge (ADMIN_EMAIL of someone else's account).
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  const connections = trackConnections(app.server);
  // Fastify's "Server listening at" lines are dropped (the banner below says where).
  await app.listen({
    port: config.PORT,
    host: config.HOST,
    listenTextResolver: () => LISTEN_LOG_MARKER,
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const readyMs = Math.round(performance.now() - startedAt);
  const summary = describeStart(config, port);
  // Production logs are JSON lines for a shipper: the banner is one record among them.
  if (config.isProduction) app.log.info({ ...summary, readyMs }, 'Kaksha is running');
  else process.stdout.write(formatBanner(summary, config.API_BASE_PATH));

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down: draining connections');
    const timer = setTimeout(() => {
      app.log.error('shutdown grace period passed; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      // The listener closes; requests on open connections are served (the database stays open)
      // with Connection: close until no connection is left. Then the onClose work: pending
      // confirmation e-mails, the database.
      const report = await connections.drain({
        idleCloseMs: IDLE_CLOSE_MS,
        deadlineMs: DRAIN_DEADLINE_MS,
      });
      app.log.info({ ...report }, 'connections drained');
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
