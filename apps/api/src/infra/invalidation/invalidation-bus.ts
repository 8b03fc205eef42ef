import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  queryRows,
  type DatabaseHandle,
  type Executor,
  type Transaction,
} from '../database/database';
import {
  LISTENER_APPLICATION_NAME,
  listenForNotifications,
  type NotificationListener,
} from './notification-listener';

/** The one channel every instance listens on (ADR 0011). */
export const INVALIDATION_CHANNEL = 'kaksha_invalidation';
export const CACHE_NAMES = ['caller', 'catalog', 'coupons', 'events', 'session'] as const;
export type CacheName = (typeof CACHE_NAMES)[number];
/** A cache entry that changed: `key` names one entry (a user id); without it the whole cache goes. */
export type Invalidation = { cache: CacheName; key?: string };
/** Drops `key`, or everything when `key` is undefined. */
export type DropHandler = (key: string | undefined) => void;

/** How long a writer waits for the other instances to say they dropped the entries. */
const ACK_WAIT_MS = 250;

type Wire =
  | { kind: 'change'; cache: string; key?: string; id?: string }
  | { kind: 'ack'; id: string; by: string };

function parse(payload: string): Wire | null {
  try {
    const wire = JSON.parse(payload) as unknown;
    if (typeof wire !== 'object' || wire === null) return null;
    const { cache, key, id, ack, by } = wire as Record<string, unknown>;
    if (typeof ack === 'string' && typeof by === 'string') return { kind: 'ack', id: ack, by };
    if (typeof cache !== 'string') return null;
    if (key !== undefined && typeof key !== 'string') return null;
    return { kind: 'change', cache, key, id: typeof id === 'string' ? id : undefined };
  } catch {
    return null;
  }
}

/** The instances listening on this database (this one included), as PostgreSQL sees them. */
async function countListeners(tx: Executor): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
  );
  return row?.n ?? 0;
}

/**
 * Inside a writer's transaction: every instance hears of the change when (and only if) it commits.
 * For writers outside the app (the role CLI); the app's writers use `bus.transaction`.
 */
export async function announceInvalidations(
  tx: Executor,
  changes: readonly (Invalidation & { id?: string })[],
): Promise<void> {
  for (const change of changes)
    await tx.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${JSON.stringify(change)})`);
}

/**
 * Tells every instance on the database which cache entries a write made stale, through PostgreSQL's
 * LISTEN/NOTIFY (PGlite's own on the embedded database, delivered in this process). Each cache
 * subscribes by name; the caches keep their lifetimes as the fallback for a notification missed
 * while the listener was reconnecting (after which every cache is emptied).
 */
export function createInvalidationBus(
  database: DatabaseHandle,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
) {
  const handlers = new Map<CacheName, Set<DropHandler>>();
  /** Writes of this instance waiting for acknowledgements, by notification id. */
  const waiting = new Map<string, (by: string) => void>();
  const instance = randomBytes(6).toString('base64url');
  let sequence = 0;
  let listener: NotificationListener | null = null;

  function dispatch(cache: string, key: string | undefined) {
    for (const drop of handlers.get(cache as CacheName) ?? []) {
      try {
        drop(key);
      } catch (error) {
        log.warn({ err: error, cache }, 'a cache failed to drop an entry');
      }
    }
  }
  function dropEverything() {
    for (const cache of handlers.keys()) dispatch(cache, undefined);
  }

  return {
    /** Starts listening; resolves once listening (or once the first attempt failed: it retries). */
    async start(): Promise<void> {
      if (listener) return listener.ready;
      listener = listenForNotifications(
        database,
        INVALIDATION_CHANNEL,
        {
          onMessage(payload) {
            const wire = parse(payload);
            if (!wire) return log.warn({ payload }, 'ignored a malformed invalidation');
            if (wire.kind === 'ack') return waiting.get(wire.id)?.(wire.by);
            dispatch(wire.cache, wire.key);
            // Tells the writer this instance has dropped it (PostgreSQL only: on PGlite every
            // listener has heard by the time the writer's commit returns).
            if (wire.id) listener?.send(JSON.stringify({ ack: wire.id, by: instance }));
          },
          onReset: dropEverything,
        },
        log,
      );
      return listener.ready;
    },

    isListening: () => listener?.isListening() ?? false,

    subscribe(cache: CacheName, drop: DropHandler): () => void {
      let set = handlers.get(cache);
      if (!set) handlers.set(cache, (set = new Set()));
      set.add(drop);
      return () => set.delete(drop);
    },

    /**
     * Runs `work` in a transaction that announces `changes` as it commits, and answers once every
     * instance listening on PostgreSQL has acknowledged dropping them (or after ACK_WAIT_MS: an
     * instance that is too slow to say so still drops them when it hears, or by its lifetimes).
     * So the next request, whichever instance it reaches, sees the change. This instance drops
     * them at once after the commit, listening or not.
     */
    async transaction<T>(
      db: Executor,
      changes: readonly Invalidation[],
      work: (tx: Transaction) => Promise<T>,
    ): Promise<T> {
      const id = `${instance}.${++sequence}`;
      const stamped = changes.map((change) => ({ ...change, id }));
      const shouldWait = database.kind === 'postgres' && (listener?.isListening() ?? false);
      const acked = new Set<string>();
      let expected = Number.POSITIVE_INFINITY;
      let allAcked = () => {};
      const everyone = new Promise<void>((resolve) => (allAcked = resolve));
      // Registered before the commit, so no acknowledgement can come before it is awaited.
      if (shouldWait)
        waiting.set(id, (by) => {
          acked.add(by);
          if (acked.size >= expected) allAcked();
        });
      try {
        const result = await db.transaction(async (tx) => {
          const done = await work(tx);
          await announceInvalidations(tx, stamped);
          if (shouldWait) expected = await countListeners(tx);
          return done;
        });
        for (const change of changes) dispatch(change.cache, change.key);
        if (shouldWait && acked.size < expected) {
          let timer: NodeJS.Timeout | undefined;
          const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ACK_WAIT_MS)));
          await Promise.race([everyone, late]);
          clearTimeout(timer);
          if (acked.size < expected)
            log.warn({ acked: acked.size, expected }, 'not every instance acknowledged in time');
        }
        return result;
      } finally {
        waiting.delete(id);
      }
    },

    async close(): Promise<void> {
      const closing = listener;
      listener = null;
      await closing?.close();
    },
  };
}
export type InvalidationBus = ReturnType<typeof createInvalidationBus>;
/** What a cache needs of the bus. */
export type InvalidationSource = Pick<InvalidationBus, 'subscribe'>;
