import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { parseAccessLine } from '../scripts/cluster.mjs';
import type { ClusterState } from './cluster-mode';

// The last file of the cluster run (cluster.vitest.config.ts puts it last): by now every journey
// has run through nginx, across the restart of one instance. Their passing is the first proof;
// this file checks the rest from nginx's own access log.

describe('the e2e run through two instances', () => {
  const state = JSON.parse(readFileSync(inject('clusterStatePath'), 'utf8')) as ClusterState;
  const byPort = new Map(state.instances.map((i) => [String(i.port), i.name]));
  const log = readFileSync(state.accessLog, 'utf8');
  const entries = log
    .split('\n')
    .map(parseAccessLine)
    .filter((entry) => entry !== undefined);
  const servedBy = (from: number) => {
    const counts: Record<string, number> = {};
    for (const entry of log
      .slice(from)
      .split('\n')
      .map(parseAccessLine)
      .filter((e) => e !== undefined)) {
      const name = byPort.get(entry.upstreams.at(-1)?.split(':').at(-1) ?? '') ?? 'none';
      counts[name] = (counts[name] ?? 0) + 1;
    }
    return counts;
  };

  it('restarted one instance in the middle of the run, and it drained cleanly', () => {
    expect(state.restart.error).toBeUndefined();
    expect(state.restart.startedAt, 'the run ended before the restart was due').toBeDefined();
    expect(state.restart.readyAt).toBeDefined();
    // 0: the drain finished before the 10 s guard (server.ts exits 1 then).
    expect(state.restart.exitCode).toBe(0);
  });

  it('sent requests to both instances, and to the restarted one after its restart', () => {
    const counts = servedBy(0);
    console.info('requests by instance:', counts, `(${entries.length} in all)`);
    for (const { name } of state.instances) expect(counts[name] ?? 0).toBeGreaterThan(20);
    const after = servedBy(state.restart.accessLogOffset ?? log.length);
    console.info('after the restart:', after);
    expect(after[state.restart.instance] ?? 0).toBeGreaterThan(0);
  });

  it('answered no request with a 5xx, neither nginx nor an instance', () => {
    const failures = entries.filter((entry) => entry.status >= 500);
    expect(failures.map((e) => `${e.status} ${e.method} ${e.uri} via ${e.upstreams}`)).toEqual([]);
  });
});
