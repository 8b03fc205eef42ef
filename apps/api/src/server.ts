import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

const SHUTDOWN_GRACE_MS = 10_000;

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

  const app = await buildApp(config, { runBackgroundJobs: true });
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const readyMs = Math.round(performance.now() - startedAt);
  app.log.info({ readyMs, port }, 'ready');
  console.log(
    `\n  Kaksha is running at http://localhost:${port}  (API at ${config.API_BASE_PATH}, docs at ${config.API_BASE_PATH}/docs)`,
  );
  console.log(
    `  Database: ${config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.database.dir}`}`,
  );
  console.log(
    '  Staff account: start with ADMIN_EMAIL and ADMIN_PASSWORD set, or run `npm run user:role -- <email> ADMIN` for an existing account.\n',
  );

  let isShuttingDown = false;
  const shutdown = (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // New requests get 503 while in-flight ones finish (return503OnClosing); then the database closes.
    const timer = setTimeout(() => {
      app.log.error('shutdown grace period passed; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
