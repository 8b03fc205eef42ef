// Self time of a V8 .cpuprofile by function and by package or file, per request when the number
// of requests it covers is known. `node bench/_cpu-profile-summary.mjs <file.cpuprofile> [requests]`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function summariseProfile(file, requestCount = 0) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map();
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i += 1)
    selfMicros.set(
      profile.samples[i],
      (selfMicros.get(profile.samples[i]) ?? 0) + (deltas[i] ?? 0),
    );
  // Per request, not counting idle time (the profile samples wall-clock time).
  const idleIds = new Set(
    profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id),
  );
  for (const id of idleIds) selfMicros.delete(id);
  const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);

  const byFunction = new Map();
  const byFile = new Map();
  for (const [id, micros] of selfMicros) {
    const { callFrame } = byId.get(id);
    const where = callFrame.url
      .replace(/^file:\/\//, '')
      .replace(/.*node_modules\//, '')
      .replace(/.*\/apps\/api\/dist\//, 'dist/');
    const fn = `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
    const fileKey =
      where.startsWith('node:') || !where
        ? where || callFrame.functionName
        : where.split('/').slice(0, 2).join('/');
    byFile.set(fileKey, (byFile.get(fileKey) ?? 0) + micros);
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(
        ([key, micros]) =>
          `  ${((micros / total) * 100).toFixed(1).padStart(5)}% ${(micros / requestCount).toFixed(2).padStart(6)} µs/req  ${key}`,
      )
      .join('\n');
  console.log(
    `\nself time by function (${(total / 1e6).toFixed(1)} s busy in ${requestCount} requests, ${(total / requestCount).toFixed(1)} µs each; wall-clock samples, so a preempted syscall counts):\n${top(byFunction, 45)}`,
  );
  console.log(`\nself time by package or file:\n${top(byFile, 25)}`);
  console.log(`\nprofile: ${file}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  summariseProfile(process.argv[2], Number(process.argv[3] ?? 0));
