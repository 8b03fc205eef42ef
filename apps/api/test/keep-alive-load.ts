// A paced load of keep-alive clients (node:http Agent) against a running server, counting every
// outcome: used by the SIGTERM test (src/server.int.test.ts) and scripts/sigterm-under-load.mjs.
import http from 'node:http';

export type LoadOptions = {
  port: number;
  /** Requests started per second (paced, not closed-loop: a slow server gets a queue, as in life). */
  ratePerSecond: number;
  /** Keep-alive sockets in the agent's pool; all are opened before pacing starts. */
  sockets: number;
  /** 'fifo' spreads requests over every socket (the harder case for a drain); node's default is 'lifo'. */
  scheduling?: 'fifo' | 'lifo';
  /** Requests started together (default 1: evenly paced); the rate stays the same. */
  burst?: number;
};

export type LoadReport = {
  sent: number;
  /** Complete responses by status code. */
  byStatus: Record<string, number>;
  /** Responses that carried `Connection: close` (the server draining). */
  closeResponses: number;
  /** ECONNRESET, EPIPE, "socket hang up": a request the server took and dropped. */
  resets: number;
  /** ECONNREFUSED on a new connection: the listener is closed (expected during shutdown). */
  refused: number;
  otherErrors: Record<string, number>;
  /** Requests whose connection was established (open or reused), and how many got a whole response. */
  onOpenConnection: { sent: number; answered: number };
  /** The first few failures, described. */
  failures: string[];
};

type Outcome = {
  connected: boolean;
  status?: number;
  isClose?: boolean;
  isComplete?: boolean;
  error?: string;
};

const QUOTE_BODY = JSON.stringify({ courseIds: ['webmonk'] });

function sendOne(agent: http.Agent, port: number, isQuote: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    let connected = false;
    let isSettled = false;
    const settle = (outcome: Omit<Outcome, 'connected'>) => {
      if (isSettled) return;
      isSettled = true;
      resolve({ connected, ...outcome });
    };
    const req = http.request({
      host: '127.0.0.1',
      port,
      agent,
      method: isQuote ? 'POST' : 'GET',
      path: isQuote ? '/api/v1.5/cart/quote' : '/api/v1.5/courses',
      headers: isQuote
        ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(QUOTE_BODY) }
        : {},
    });
    req.on('socket', (socket) => {
      if (!socket.connecting) connected = true;
      else socket.once('connect', () => (connected = true));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      settle({
        error:
          error.message === 'socket hang up' ? 'socket hang up' : (error.code ?? error.message),
      });
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error: NodeJS.ErrnoException) =>
        settle({ error: error.code ?? error.message }),
      );
      res.on('aborted', () => settle({ error: 'response aborted' }));
      res.on('end', () => {
        let isJson = true;
        try {
          JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          isJson = false;
        }
        settle({
          status: res.statusCode ?? 0,
          isClose: /\bclose\b/i.test(res.headers.connection ?? ''),
          isComplete: res.complete && isJson,
        });
      });
    });
    req.end(isQuote ? QUOTE_BODY : undefined);
  });
}

function emptyReport(): LoadReport {
  return {
    sent: 0,
    byStatus: {},
    closeResponses: 0,
    resets: 0,
    refused: 0,
    otherErrors: {},
    onOpenConnection: { sent: 0, answered: 0 },
    failures: [],
  };
}

function record(report: LoadReport, outcome: Outcome, label: string) {
  report.sent += 1;
  if (outcome.connected) report.onOpenConnection.sent += 1;
  const fail = (what: string) => {
    if (report.failures.length < 20) report.failures.push(`${label}: ${what}`);
  };
  if (outcome.error) {
    if (outcome.error === 'ECONNREFUSED' && !outcome.connected) report.refused += 1;
    else if (['ECONNRESET', 'EPIPE', 'socket hang up'].includes(outcome.error)) {
      report.resets += 1;
      fail(outcome.error);
    } else {
      report.otherErrors[outcome.error] = (report.otherErrors[outcome.error] ?? 0) + 1;
      fail(outcome.error);
    }
    return;
  }
  const status = String(outcome.status);
  report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
  if (outcome.isClose) report.closeResponses += 1;
  if (outcome.isComplete && outcome.connected) report.onOpenConnection.answered += 1;
  if (!outcome.isComplete) fail(`incomplete ${status} response`);
  else if (outcome.status !== 200) fail(`status ${status}`);
}

export type KeepAliveLoad = {
  /** Stops starting requests, waits for those under way, and reports. */
  stop(): Promise<LoadReport>;
};

/** Opens the pool (one request per socket, all at once), then starts requests at the given rate. */
export async function startKeepAliveLoad(options: LoadOptions): Promise<KeepAliveLoad> {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: options.sockets,
    scheduling: options.scheduling ?? 'fifo',
  });
  const report = emptyReport();
  const underWay = new Set<Promise<void>>();
  const fire = (index: number) => {
    const isQuote = index % 2 === 1;
    const done = sendOne(agent, options.port, isQuote).then((outcome) => {
      record(report, outcome, `${isQuote ? 'POST /cart/quote' : 'GET /courses'} #${index}`);
      underWay.delete(done);
    });
    underWay.add(done);
  };

  for (let i = 0; i < options.sockets; i += 1) fire(i);
  await Promise.all([...underWay]);

  let started = 0;
  const burst = options.burst ?? 1;
  const startedAt = performance.now();
  const timer = setInterval(() => {
    const elapsed = (performance.now() - startedAt) / 1000;
    const due = Math.floor((elapsed * options.ratePerSecond) / burst) * burst;
    while (started < due) fire(options.sockets + started++);
  }, 5);

  return {
    async stop() {
      clearInterval(timer);
      while (underWay.size) await Promise.all([...underWay]);
      agent.destroy();
      return report;
    },
  };
}
