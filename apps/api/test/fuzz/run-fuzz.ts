/**
 * The long fuzz run (`npm run fuzz`): requests generated from the OpenAPI document against the real
 * app on PostgreSQL, over loopback HTTP. Prints counts by status and per operation, every 5xx,
 * hang and other offending answer grouped by cause with the smallest repro, and exits non-zero on
 * any (1 for a 5xx, hang or missing answer; 2 when only the answer's shape was wrong).
 *
 *   DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test); the run
 *                 creates its own database there and drops it at the end
 *   FUZZ_REQUESTS how many requests (default 100000)
 *   FUZZ_SEED     reproduce a run (printed at the start)
 *   FUZZ_ONLY     comma-separated request numbers of that run to send again, alone
 *   FUZZ_OPS      only operations whose "METHOD /path" matches this regular expression
 *   FUZZ_CONCURRENCY (default 16), FUZZ_TIMEOUT_MS per request (default 10000)
 *   FUZZ_VERBOSE  print every request with its answer
 */
import { randomBytes } from 'node:crypto';
import { createPgPool, wrapPgPool } from '../../src/infra/database/client';
import { runMigrations } from '../../src/infra/database/migrate';
import { seedDatabase } from '../../src/prepare-database';
import { adminUrl, databaseUrlFor } from '../pg-urls';
import { describeLogged } from './log-capture';
import { formatGroups, formatOffence, formatSummary, serverErrorsOf } from './fuzz-report';
import { runFuzz, type RunResult } from './fuzz-runner';
import { startFuzzTarget } from './fuzz-target';
import { readSeed } from './random';
import { generateRequest } from './variants';

function readInt(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got ${raw}`);
  return value;
}

const url = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test';
const seed = readSeed();
const concurrency = readInt('FUZZ_CONCURRENCY', 16);
const timeoutMs = readInt('FUZZ_TIMEOUT_MS', 10_000);
const only = (process.env.FUZZ_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
  .map(Number);
const total = only.length || readInt('FUZZ_REQUESTS', 100_000);

async function main(): Promise<number> {
  const began = Date.now();
  const name = `kaksha_fuzz_${randomBytes(5).toString('hex')}`;
  const admin = createPgPool(adminUrl(url));
  await admin.query(`create database "${name}"`);
  const database = wrapPgPool(createPgPool(databaseUrlFor(url, name)));
  try {
    await runMigrations(database);
    await seedDatabase(database);
    const target = await startFuzzTarget(database, seed);
    try {
      const filter = process.env.FUZZ_OPS ? new RegExp(process.env.FUZZ_OPS) : undefined;
      const operations = target.operations.filter((op) => !filter || filter.test(op.id));
      if (!operations.length)
        throw new Error(`FUZZ_OPS=${process.env.FUZZ_OPS} matches no operation`);
      console.log(
        `set-up: ${((Date.now() - began) / 1000).toFixed(1)} s (database, migrations, app, accounts)`,
      );
      console.log(
        `fuzz: seed ${seed} (FUZZ_SEED=${seed} reproduces it), ${total} requests, ${operations.length} operations, ` +
          `concurrency ${concurrency}, timeout ${timeoutMs} ms, database ${name}`,
      );
      if (target.excludedRoutes.length)
        console.log(
          `not fuzzed (the docs UI's pages and files): ${target.excludedRoutes.join(', ')}`,
        );
      const startedAt = Date.now();
      let lastPrint = startedAt;
      const result = await runFuzz({
        target,
        total,
        concurrency,
        timeoutMs,
        next: (i) =>
          generateRequest(target.profile, seed, only.length ? (only[i] ?? 0) : i, operations),
        onAnswer: process.env.FUZZ_VERBOSE
          ? (request, response) =>
              console.log(
                `#${request.index} ${request.method} ${request.target.slice(0, 100)} as ${request.auth} [${request.label.slice(0, 80)}] → ${response.status || response.error} ${response.body.toString('utf8', 0, 160)}`,
              )
          : undefined,
        onProgress: (sent, partial) => {
          if (Date.now() - lastPrint < 10_000) return;
          lastPrint = Date.now();
          const seconds = (lastPrint - startedAt) / 1000;
          console.log(
            `  ${sent}/${total} in ${seconds.toFixed(0)} s (${(sent / seconds).toFixed(0)}/s), offending so far: ${partial.offenceCount}`,
          );
        },
      });
      const seconds = (Date.now() - startedAt) / 1000;
      console.log(`\n${formatSummary(result)}`);
      console.log(
        `time: ${seconds.toFixed(1)} s (${(result.sent / seconds).toFixed(0)} requests/s); token renewals: ${target.accounts.renewals()}`,
      );
      printOffences(result, target.logs);
      const background = target.logs.unattached().filter((l) => l.level >= 50);
      if (background.length)
        console.log(
          `\nerrors logged outside any request (${background.length}):\n${background
            .slice(0, 20)
            .map((l) => `  ${describeLogged(l)}`)
            .join('\n')}`,
        );
      const isBroken =
        result.healthStatus !== 200 ||
        result.offences.some(
          (o) => o.kind === '5xx' || o.kind === 'hang' || o.kind === 'no-answer',
        );
      return isBroken ? 1 : result.offenceCount ? 2 : 0;
    } finally {
      const closing = Date.now();
      await target.close();
      console.log(`shut-down: ${((Date.now() - closing) / 1000).toFixed(1)} s`);
    }
  } finally {
    await database.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

function printOffences(result: RunResult, logs: Parameters<typeof formatGroups>[1]) {
  if (!result.offenceCount) {
    console.log('\nno offending answers');
    return;
  }
  console.log(
    `\noffending answers by cause (${result.offenceCount}; ${result.offences.length} kept):\n`,
  );
  console.log(formatGroups(result.offences, logs));
  const severe = result.offences.filter(
    (o) => o.kind === '5xx' || o.kind === 'hang' || o.kind === 'no-answer',
  );
  if (severe.length) {
    console.log(
      `\nevery 5xx, hang and missing answer (${severe.length}); FUZZ_SEED=${seed} FUZZ_ONLY=<#> sends one again:`,
    );
    for (const o of severe)
      console.log(
        `  #${o.request.index} ${o.request.method} ${o.request.target.slice(0, 120)} [${o.request.label}] → ${o.status || o.kind} ${serverErrorsOf(o, logs)[0] ?? ''}`,
      );
    console.log(`\nfirst in full:\n${formatOffence(severe[0] as (typeof severe)[number], logs)}`);
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
