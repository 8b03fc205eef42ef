// Log-ins per second on one production instance over PostgreSQL: POST /api/login (the form the
// web app sends) for LEARNERS accounts, CONCURRENCY at a time, each a real argon2 verification.
// Prints the rate, p99, the server's CPU per log-in and its threads' share: the figure a launch
// day's sign-ins are sized by (docs/operations.md). No goal: argon2 is slow on purpose.
// LEARNERS (default 40), SECONDS (default 10), CONCURRENCY (default 8).
import { cpuSeconds, startServer } from './_server.mjs';

const accounts = Number(process.env.LEARNERS ?? 40);
const seconds = Number(process.env.SECONDS ?? 10);
const concurrency = Number(process.env.CONCURRENCY ?? 8);
const password = 'bench-password-42';

const server = await startServer({
  env: {
    NODE_ENV: 'production',
    PAYMENTS: 'off',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    // Every account is signed up from this one machine.
    SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
    SIGNUPS_PER_MINUTE: '100000',
  },
});
const logIn = async (email) => {
  const res = await fetch(`${server.baseURL}/api/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password }),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`log-in: ${res.status}`);
};
try {
  const emails = [];
  for (let i = 0; i < accounts; i += 1) {
    const email = `bench.login.${i}.${Date.now()}@kaksha.test`;
    const res = await fetch(`${server.baseURL}/api/v1.5/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Learner ${i}`, email, password }),
    });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
    emails.push(email);
  }
  // Warm: every account once.
  for (const email of emails) await logIn(email);

  const latencies = [];
  const cpuBefore = await cpuSeconds(server.pid);
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const email = emails[next++ % emails.length];
        const t0 = performance.now();
        await logIn(email);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - startedAt) / 1000;
  const cpu = (await cpuSeconds(server.pid)) - cpuBefore;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))];
  console.log(
    `logins: ${(latencies.length / elapsed).toFixed(1)} log-ins/s at ${concurrency} at a time, p99 ${p99.toFixed(0)} ms, ` +
      `${((cpu / latencies.length) * 1000).toFixed(1)} ms server CPU per log-in (${((cpu / elapsed) * 100).toFixed(0)}% of one core), ` +
      `${latencies.length} log-ins of ${accounts} accounts in ${elapsed.toFixed(1)} s, PostgreSQL, NODE_ENV=production`,
  );
} finally {
  await server.stop();
}
