import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from '../database/database';

/** What a listener calls: each payload on the channel, and `onReset` whenever some may have been missed. */
export type NotificationHandlers = {
  onMessage(payload: string): void;
  /** The listener (re)connected: notifications sent while it was away are lost. */
  onReset(): void;
};

export type NotificationListener = {
  /** Resolves once the first attempt to listen has succeeded or failed (it keeps retrying after). */
  ready: Promise<void>;
  isListening(): boolean;
  /** Notifies on the channel from the listening connection (PostgreSQL; a no-op on PGlite). */
  send(payload: string): void;
  close(): Promise<void>;
};

/** Shows up in pg_stat_activity, so operators (and the reconnect test) can tell the listener apart. */
export const LISTENER_APPLICATION_NAME = 'kaksha-invalidation-listener';
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

/**
 * LISTENs on `channel` for the life of the app. On PostgreSQL a dedicated connection (not one of
 * the pool's: a pooled one would be handed to queries and its LISTEN lost), reconnected with
 * backoff after any loss; on PGlite the engine's own listen, which delivers in this process.
 */
export function listenForNotifications(
  database: DatabaseHandle,
  channel: string,
  handlers: NotificationHandlers,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): NotificationListener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  if (database.pglite) return listenOnPglite(database.pglite, channel, handlers);
  if (!database.pgPool) throw new Error('a PostgreSQL database without its pool');
  return listenOnPostgres(database.pgPool, channel, handlers, log);
}

function listenOnPglite(
  client: NonNullable<DatabaseHandle['pglite']>,
  channel: string,
  handlers: NotificationHandlers,
): NotificationListener {
  const onPayload = (payload: string) => handlers.onMessage(payload);
  let isListening = false;
  const ready = client.listen(channel, onPayload).then(() => {
    isListening = true;
  });
  return {
    ready,
    isListening: () => isListening,
    send: () => {},
    async close() {
      await ready.catch(() => {});
      isListening = false;
      // Others may listen on the same handle (two apps on one PGlite): only this callback goes.
      if (!client.closed) await client.unlisten(channel, onPayload);
    },
  };
}

function listenOnPostgres(
  pool: pg.Pool,
  channel: string,
  handlers: NotificationHandlers,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): NotificationListener {
  let current: pg.Client | null = null;
  let isListening = false;
  let isClosed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  function scheduleRetry() {
    if (isClosed || retryTimer) return;
    const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    failures += 1;
    // Jitter, so instances that lost the server together do not all come back in one instant.
    retryTimer = setTimeout(
      () => {
        retryTimer = null;
        void connect();
      },
      base / 2 + Math.random() * (base / 2),
    );
    retryTimer.unref();
  }

  async function connect(): Promise<void> {
    const { max: _max, idleTimeoutMillis: _idle, ...options } = pool.options;
    const client = new pg.Client({
      ...options,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined)
        handlers.onMessage(message.payload);
    });
    // A lost connection emits 'error' (when it was in use) and always 'end': 'end' decides.
    client.on('error', () => {});
    client.on('end', () => {
      if (current !== client) return;
      const wasListening = isListening;
      current = null;
      isListening = false;
      if (isClosed) return;
      if (wasListening)
        log.warn('invalidation listener lost its connection; caches fall back to their lifetimes');
      scheduleRetry();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      if (current === client) current = null;
      await client.end().catch(() => {});
      if (isClosed) return;
      log.warn({ err: error }, 'invalidation listener could not connect; retrying');
      scheduleRetry();
      return;
    }
    if (current !== client) return; // lost (or closed) while connecting: 'end' took care of it
    isListening = true;
    if (failures > 0) log.info('invalidation listener reconnected; caches emptied');
    failures = 0;
    // Whatever was cached until now may have missed a notification.
    handlers.onReset();
  }

  return {
    ready: connect(),
    isListening: () => isListening,
    send(payload) {
      // Best effort: a lost acknowledgement only makes a writer wait its bounded time.
      if (isListening && current)
        current.query('select pg_notify($1, $2)', [channel, payload]).catch(() => {});
    },
    async close() {
      isClosed = true;
      isListening = false;
      if (retryTimer) clearTimeout(retryTimer);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
