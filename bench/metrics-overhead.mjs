// What the metrics cost: GET /api/v1.5/courses on two production servers over PostgreSQL, one
// without METRICS_TOKEN (no request hooks) and one with it (each request timed, scraped once a
// round as Prometheus would), measured in alternating rounds; prints each round and the medians of
// throughput and of the server's CPU time per request (the figure that a busy machine disturbs
// least). Goal: metrics cost at most 5% more CPU per request.
// ROUNDS (default 5), DURATION seconds per round (default 10), CONNECTIONS (default 100).
import autocannon from 'autocannon';
import { cpuSeconds, startServer } from './_server.mjs';

const rounds = Number(process.env.ROUNDS ?? 5);
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 100);
const TOKEN = 'bench-metrics-token-0123456789';
const common = {
  NODE_ENV: 'production',
  PAYMENTS: 'off',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
};

const run = (url) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections, duration, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const port = 3930 + Math.floor(Math.random() * 50);
const plain = await startServer({ env: common, port });
const measured = await startServer({ env: { ...common, METRICS_TOKEN: TOKEN }, port: port + 50 });
try {
  const scrape = async () => {
    const res = await fetch(`${measured.baseURL}/api/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    if (!res.ok) throw new Error(`metrics: ${res.status}`);
    return (await res.text()).length;
  };
  console.log(
    `metrics-overhead: GET /api/v1.5/courses, ${connections} connections, ${rounds} rounds of ${duration} s each, PostgreSQL, NODE_ENV=production`,
  );
  const without = [];
  const withMetrics = [];
  const p99 = { without: [], with: [] };
  const cpuPerRequest = { without: [], with: [] };
  for (let round = 1; round <= rounds; round++) {
    // Alternate which goes first, so a drift in the machine's load falls on both.
    const order = round % 2 ? ['without', 'with'] : ['with', 'without'];
    for (const which of order) {
      const server = which === 'with' ? measured : plain;
      const cpuBefore = await cpuSeconds(server.pid);
      const result = await run(`${server.baseURL}/api/v1.5/courses`);
      const cpu = (await cpuSeconds(server.pid)) - cpuBefore;
      if (result.errors || result.non2xx) throw new Error(`${which}: errors in round ${round}`);
      cpuPerRequest[which].push((cpu / result.requests.total) * 1e6);
      (which === 'with' ? withMetrics : without).push(result.requests.average);
      p99[which].push(result.latency.p99);
    }
    const bytes = await scrape();
    console.log(
      `  round ${round}: without ${without.at(-1).toFixed(0)} req/s ${cpuPerRequest.without.at(-1).toFixed(0)} µs CPU/req, ` +
        `with ${withMetrics.at(-1).toFixed(0)} req/s ${cpuPerRequest.with.at(-1).toFixed(0)} µs CPU/req (scrape ${bytes} bytes)`,
    );
  }
  const ratio = median(withMetrics) / median(without);
  const cpuRatio = median(cpuPerRequest.with) / median(cpuPerRequest.without);
  console.log(
    `median: without ${median(without).toFixed(0)} req/s (p99 ${median(p99.without)} ms, ${median(cpuPerRequest.without).toFixed(0)} µs CPU/req), ` +
      `with ${median(withMetrics).toFixed(0)} req/s (p99 ${median(p99.with)} ms, ${median(cpuPerRequest.with).toFixed(0)} µs CPU/req); ` +
      `throughput ratio ${ratio.toFixed(3)}, CPU per request ratio ${cpuRatio.toFixed(3)} (goal <= 1.05) — ${cpuRatio <= 1.05 ? 'met' : 'NOT met'}`,
  );
  if (cpuRatio > 1.05) process.exitCode = 1;
} finally {
  await plain.stop();
  await measured.stop();
}
