import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/infra/database/database';
import type { FuzzRequest } from './fuzz/fuzz-request';
import { formatGroups, formatOffence, formatSummary } from './fuzz/fuzz-report';
import { runFuzz } from './fuzz/fuzz-runner';
import { startFuzzTarget, type FuzzTarget } from './fuzz/fuzz-target';
import { readSeed } from './fuzz/random';
import { QUICK_CATEGORIES, quickRequests } from './fuzz/variants';
import { createTestDatabase } from './harness';

// The quick pass of the OpenAPI fuzzer (the long run is `npm run fuzz`): every operation, a
// baseline per caller and one variant of each kind, over real loopback HTTP.
const seed = readSeed();
let database: DatabaseHandle;
let target: FuzzTarget;

beforeAll(async () => {
  console.info(`fuzz quick pass: seed ${seed} (FUZZ_SEED=${seed} reproduces these requests)`);
  database = await createTestDatabase();
  target = await startFuzzTarget(database, seed);
});
afterAll(async () => {
  await target?.close();
  await database?.close();
});

describe('fuzzing every operation of the OpenAPI document', () => {
  it('generates requests for every operation, the hidden routes included', async () => {
    const documented = target.documentedOperations.map((op) => op.id);
    expect(documented).toContain('POST /api/v1.5/payment/webhook');
    expect(documented.length).toBeGreaterThan(25);
    expect(target.operations.filter((op) => op.isHidden).map((op) => op.id)).toContain(
      'POST /api/sandbox/razorpay/v1/orders',
    );
    for (const op of target.operations) {
      const requests = quickRequests(target.profile, seed, op, 0);
      expect(requests.length, op.id).toBeGreaterThanOrEqual(QUICK_CATEGORIES.length);
      expect(new Set(requests.map((r) => r.opId)), op.id).toEqual(new Set([op.id]));
    }
    // Left out of the fuzzing: only the docs UI's pages and files, which serve the page.
    for (const route of target.excludedRoutes) expect(route).toMatch(/^GET \/api\/docs/);
    const page = await fetch(`${target.baseUrl}/api/docs/static/index.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('answers every request with a 4xx error body or a documented success, never a 5xx or a hang', async () => {
    const requests: FuzzRequest[] = [];
    for (const op of target.operations)
      requests.push(...quickRequests(target.profile, seed, op, requests.length));
    const result = await runFuzz({
      target,
      total: requests.length,
      next: (i) => requests[i] as FuzzRequest,
      concurrency: 1,
      timeoutMs: 10_000,
    });
    const summary = formatSummary(result);
    // One line per run (the seed is printed above); the table per operation only with a failure.
    console.info(summary.split('\n')[0]);
    expect(result.sent).toBe(requests.length);
    expect(result.healthStatus).toBe(200);
    const shown = result.offences.slice(0, 100).map((o) => formatOffence(o, target.logs));
    const more = result.offences.length - shown.length;
    const listing = result.offences.length
      ? [
          formatGroups(result.offences, target.logs),
          `Every offending request${more > 0 ? ` (first ${shown.length}, ${more} more)` : ''}:`,
          ...shown,
          summary,
        ].join('\n\n')
      : 'none';
    expect(listing, `offending answers (FUZZ_SEED=${seed} reproduces them)`).toBe('none');
  }, 120_000);
});
