// The e2e cluster mode (E2E_CLUSTER=1, or `npx vitest run -c e2e/cluster.vitest.config.ts`): the
// journeys run against two instances on PostgreSQL behind nginx (scripts/cluster.mjs), and one
// instance is restarted (SIGTERM, drain, start) while they run. What happened is written to a
// state file that the last file of the run (cluster-balance.check.ts) reads and asserts.
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startCluster, type Cluster } from '../scripts/cluster.mjs';

export type ClusterState = {
  accessLog: string;
  /** Instance name by port, to read the access log. */
  instances: Array<{ name: string; port: number }>;
  restart: {
    instance: string;
    afterSeconds: number;
    /** Bytes of the access log when the restarted instance was ready again. */
    accessLogOffset?: number;
    startedAt?: string;
    readyAt?: string;
    exitCode?: number | string | null;
    error?: string;
  };
};

export const CLUSTER_STATE_FILE = 'cluster-state.json';

/**
 * Starts the cluster with the same settings the single-server mode gives its one server.
 * RESTART_AFTER (E2E_CLUSTER_RESTART_AFTER_SECONDS, default 60) is counted from the start of the
 * run: well inside the journeys, which take several minutes.
 */
export async function startE2eCluster(env: Record<string, string>) {
  const cluster: Cluster = await startCluster({
    env,
    adminUrl: process.env.CLUSTER_DATABASE_URL,
  });
  const statePath = path.join(cluster.dir, CLUSTER_STATE_FILE);
  const victim = cluster.instances[0]!;
  const state: ClusterState = {
    accessLog: path.join(cluster.dir, 'nginx/access.log'),
    instances: cluster.instances.map(({ name, port }) => ({ name, port })),
    restart: {
      instance: victim.name,
      afterSeconds: Number(process.env.E2E_CLUSTER_RESTART_AFTER_SECONDS ?? 60),
    },
  };
  const save = () => writeFileSync(statePath, JSON.stringify(state, null, 2));
  save();

  let restarting: Promise<void> = Promise.resolve();
  const timer = setTimeout(() => {
    restarting = (async () => {
      state.restart.startedAt = new Date().toISOString();
      save();
      try {
        state.restart.exitCode = await victim.restart();
        state.restart.readyAt = new Date().toISOString();
        state.restart.accessLogOffset = statSync(state.accessLog).size;
      } catch (error) {
        state.restart.error = error instanceof Error ? error.message : String(error);
      }
      save();
      console.info(
        `e2e cluster: instance ${victim.name} restarted (exit ${state.restart.exitCode}, ` +
          `${state.restart.startedAt} -> ${state.restart.readyAt ?? state.restart.error})`,
      );
    })();
  }, state.restart.afterSeconds * 1000);

  return {
    baseURL: cluster.url,
    dataDir: cluster.dataDir,
    clusterStatePath: statePath,
    async stop() {
      clearTimeout(timer);
      await restarting;
      const served = cluster.servedBy();
      console.info(
        `e2e cluster: requests by instance ${JSON.stringify(served.counts)}, ` +
          `${served.retried} sent on to the other instance, ${served.gatewayErrors} gateway errors`,
      );
      if (process.env.E2E_CLUSTER_KEEP_LOGS) {
        for (const instance of cluster.instances)
          console.info(`--- instance ${instance.name}\n${instance.output()}`);
      }
      await cluster.stop();
    },
  };
}
