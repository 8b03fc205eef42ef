// Types of scripts/cluster.mjs for the TypeScript tests that start a cluster.

export type ClusterInstance = {
  name: string;
  port: number;
  url: string;
  pid(): number | undefined;
  /** The instance's recent output (stdout and stderr). */
  output(): string;
  /** SIGTERM (or `signal`), wait for the exit, start again on the same port until ready; the exit code. */
  restart(options?: { signal?: NodeJS.Signals }): Promise<number | string | null>;
  kill(signal?: NodeJS.Signals): Promise<number | string | null>;
  start(): Promise<void>;
};

export type ServedBy = {
  /** Requests nginx passed to each instance (the last one tried), by instance name. */
  counts: Record<string, number>;
  /** Requests nginx sent on to another instance after the first failed. */
  retried: number;
  /** 502/503/504 answers nginx made itself. */
  gatewayErrors: number;
};

export type Cluster = {
  /** nginx's address: the PUBLIC_URL of every instance. */
  url: string;
  databaseUrl: string;
  /** The instances' shared DATA_DIR (uploads, mail outbox). */
  dataDir: string;
  /** The cluster's temporary directory (instance logs, nginx prefix and access log). */
  dir: string;
  instances: ClusterInstance[];
  servedBy(): ServedBy;
  accessLog(): string;
  /** Stops nginx and the instances, drops the database, removes the directory. */
  stop(): Promise<void>;
};

export type ClusterOptions = {
  instances?: number;
  adminUrl?: string;
  env?: Record<string, string>;
  port?: number;
  dataDir?: string;
  output?: 'files' | 'inherit';
  nodeArgs?: string[];
};

export function startCluster(options?: ClusterOptions): Promise<Cluster>;
export function findNginx(): string;
export function freePort(): Promise<number>;
export function renderNginxConfig(options: {
  listen: string;
  upstreams: string[];
  accessLog: string;
  bodyLimitBytes: number;
}): string;
/** Parses an access-log line of deploy/nginx.conf's `upstreams` format. */
export function parseAccessLine(line: string): AccessLine | undefined;
export type AccessLine = {
  upstreams: string[];
  upstreamStatus: string;
  status: number;
  method: string;
  uri: string;
  seconds: number;
  requestId: string;
};
