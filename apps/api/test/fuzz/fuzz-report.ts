import type { Offence, RunResult } from './fuzz-runner';
import { describeLogged, type LogCapture } from './log-capture';

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;

/** Bytes shown as a JSON string: control characters and lone surrogates stay visible. */
function show(bytes: Buffer | undefined, max = 240): string {
  if (!bytes?.length) return '(none)';
  const text = bytes.toString('utf8');
  const runs = /(.)\1{199,}/su.exec(text);
  const squeezed = runs ? text.replace(runs[0], `${runs[1]}×${runs[0].length}`) : text;
  return `${JSON.stringify(clip(squeezed, max))} (${bytes.length} bytes)`;
}

/** What the server logged for the request (warnings too, except beside a 5xx's own error). */
export function serverErrorsOf(offence: Offence, logs: LogCapture): string[] {
  const logged = logs.forRequest(offence.requestId);
  const hasError = logged.some((l) => l.level >= 50);
  return logged.filter((l) => l.level >= 50 || !hasError).map((l) => clip(describeLogged(l), 500));
}

export function formatOffence(offence: Offence, logs: LogCapture): string {
  const r = offence.request;
  const server = serverErrorsOf(offence, logs);
  const wire = r.wire ? ` (raw socket: ${r.wire.kind})` : '';
  return [
    `#${r.index} ${r.method} ${clip(r.target, 160)}${wire} as ${r.auth} [${r.label}]`,
    `    → ${offence.status || '-'} ${offence.kind}: ${offence.detail}${offence.reached !== r.opId ? ` (reached ${offence.reached})` : ''}`,
    `    headers: ${clip(JSON.stringify(r.headers.filter(([k]) => k !== 'x-forwarded-for')), 300)}`,
    `    body: ${show(r.body)}`,
    `    answer: ${clip(offence.responseBody, 200) || '(empty)'}`,
    `    server: ${server.length ? server.join(' | ') : '(nothing logged for this request)'}`,
  ].join('\n');
}

const mask = (text: string) =>
  text
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, '<uuid>')
    // Quoted values are masked; quoted names (a constraint, a property) are kept.
    .replace(/"([^"]*)"|'([^']*)'/g, (quoted, a?: string, b?: string) =>
      /^[\w.-]{1,63}$/.test(a ?? b ?? '') ? quoted : '<text>',
    )
    .replace(/:\d+:\d+\)/g, ')')
    .replace(/\d+/g, '<n>');

/** What went wrong, as far as it can be told: the server's logged error, else the answer's code. */
function causeOf(offence: Offence, logs: LogCapture): string {
  const server = logs.forRequest(offence.requestId).find((l) => l.level >= 50);
  if (server && offence.kind === '5xx') {
    // A failed query's own message is its SQL: the database's error (the cause) names the problem.
    const what = server.causes.length ? server.causes.join(' / ') : server.error;
    return mask(`${server.msg} — ${what ?? ''} at ${server.where?.split(' < ')[0] ?? '?'}`);
  }
  try {
    const body = JSON.parse(offence.responseBody) as {
      code?: string;
      message?: string;
      error?: string;
    };
    return mask(
      `${offence.detail} — answer ${body.code ?? body.error ?? ''}: ${body.message ?? ''}`,
    );
  } catch {
    return mask(offence.detail);
  }
}

/** One group per cause (kind, status, server error with values masked), with the routes it hit. */
export function groupOffences(offences: Offence[], logs: LogCapture) {
  type Group = {
    key: string;
    count: number;
    example: Offence;
    labels: Set<string>;
    routes: Set<string>;
  };
  const groups = new Map<string, Group>();
  const size = (o: Offence) =>
    (o.request.body?.length ?? 0) + o.request.target.length + (o.request.wire ? 1e6 : 0);
  for (const offence of offences) {
    const key = `${offence.kind} ${offence.status || ''} — ${causeOf(offence, logs)}`;
    const label =
      offence.request.label.replace(/^(signed|unsigned|bad-signature) /, '').split(/[ =]/)[0] ?? '';
    const group = groups.get(key) ?? {
      key,
      count: 0,
      example: offence,
      labels: new Set(),
      routes: new Set(),
    };
    group.count += 1;
    group.labels.add(label);
    group.routes.add(offence.reached);
    if (size(offence) < size(group.example)) group.example = offence;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}

export function formatGroups(offences: Offence[], logs: LogCapture): string {
  return groupOffences(offences, logs)
    .map((g) =>
      [
        `■ ${g.count}× ${g.key}`,
        `  routes: ${[...g.routes].join(', ')}`,
        `  variants: ${[...g.labels].join(', ')}`,
        `  smallest: ${formatOffence(g.example, logs).replace(/\n/g, '\n  ')}`,
      ].join('\n'),
    )
    .join('\n\n');
}

export function formatSummary(result: RunResult): string {
  const statuses = [...result.byStatus.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([s, n]) => `${s}: ${n}`);
  const width = Math.max(...[...result.byOperation.keys()].map((k) => k.length));
  const perOp = [...result.byOperation.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([op, counts]) => {
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      const detail = [...counts.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
      return `  ${op.padEnd(width)} ${String(total).padStart(6)}  ${detail}`;
    });
  const undocumented = [...result.undocumented4xx.entries()].map(
    ([op, s]) => `  ${op}: ${[...s].sort().join(', ')}`,
  );
  return [
    `requests: ${result.sent}; by status: ${statuses.join(', ')}`,
    `offending answers: ${result.offenceCount}; GET /api/health at the end: ${result.healthStatus}; ` +
      `sent again after a reset before the server received them: ${result.transportRetries}`,
    'per operation (status×count):',
    ...perOp,
    ...(undocumented.length
      ? ['4xx answers the document does not list (allowed, for the record):', ...undocumented]
      : []),
  ].join('\n');
}
