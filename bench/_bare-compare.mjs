// Shared by the throughput benchmarks: autocannon against an endpoint and against a bare node:http
// server answering the same bytes, in the same run.
import { createServer } from 'node:http';
import autocannon from 'autocannon';

const connections = Number(process.env.CONNECTIONS ?? 100);
const duration = Number(process.env.DURATION ?? 10);
export const settings = { connections, duration };

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A bare node:http server that answers every request with the given bytes and headers. */
async function bareServer(body, contentType) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((r) => server.close(r)),
  };
}

export async function compare(label, url, goal, p99Goal) {
  const sample = await fetch(url);
  const body = Buffer.from(await sample.arrayBuffer());
  if (!sample.ok) throw new Error(`${label}: ${sample.status} ${body}`);
  const bare = await bareServer(body, sample.headers.get('content-type') ?? 'application/json');
  const bareResult = await run(bare.url);
  await bare.close();
  const ours = await run(url);
  const ratio = ours.requests.average / bareResult.requests.average;
  const errors = ours.errors + ours.non2xx;
  const ok = ratio >= goal && (!p99Goal || ours.latency.p99 <= p99Goal) && errors === 0;
  console.log(
    `${label}: ${ours.requests.average.toFixed(0)} req/s (bare ${bareResult.requests.average.toFixed(0)} req/s) ratio ${ratio.toFixed(2)} ` +
      `(goal >= ${goal}), p99 ${ours.latency.p99} ms${p99Goal ? ` (goal <= ${p99Goal})` : ''}, errors ${errors}, ${body.length} bytes — ${ok ? 'met' : 'NOT met'}`,
  );
  return ok;
}
