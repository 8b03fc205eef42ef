import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The stores the shared rate limits can be counted in; limiter tests run against each. */
export const LIMIT_STORES = ['postgres', 'redis'] as const;
export type LimitStore = (typeof LIMIT_STORES)[number];

/**
 * Config for counting in `store`: Redis is the machine's own (127.0.0.1:6379, or REDIS_TEST_URL),
 * under a key prefix new for every call, so test files and reruns never share a counter.
 */
export function limitStoreConfig(store: LimitStore, label: string): Record<string, string> {
  if (store === 'postgres') return {};
  return {
    REDIS_URL: process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `kaksha-test:${label}:${randomBytes(6).toString('hex')}`,
  };
}

/** The keys of `prefix` now in the test Redis (to see which store did the counting). */
export async function redisKeysOf(prefix: string): Promise<string[]> {
  const redis = new Redis(process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379');
  try {
    return await redis.keys(`${prefix}:*`);
  } finally {
    redis.disconnect();
  }
}
