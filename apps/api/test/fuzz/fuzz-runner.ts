import { errorBodySchema } from '@kaksha/shared';
import type { FuzzRequest, FuzzResponse } from './fuzz-request';
import type { FuzzTarget } from './fuzz-target';
import { createOperationMatcher, type Operation } from './openapi-operations';
import { requestIdOf } from './variants';
import { NEVER_RECEIVED } from './server-trace';
import { createWireClient } from './wire-client';

export type OffenceKind = '5xx' | 'hang' | 'no-answer' | 'bad-error-body' | 'undocumented-status';

export type Offence = {
  request: FuzzRequest;
  /** The operation the request reached (by method and decoded path). */
  reached: string;
  status: number;
  kind: OffenceKind;
  detail: string;
  responseBody: string;
  requestId: string;
};

export type RunResult = {
  sent: number;
  byStatus: Map<string, number>;
  byOperation: Map<string, Map<string, number>>;
  /** 4xx answers an operation does not list: allowed, reported for the document's sake. */
  undocumented4xx: Map<string, Set<number>>;
  offences: Offence[];
  offenceCount: number;
  healthStatus: number;
  /** Requests sent again after a reset that happened before the server received them. */
  transportRetries: number;
};

const MAX_KEPT_OFFENCES = 5_000;

/**
 * The rule every answer must meet: a 4xx with the error body (non-empty message, its own status),
 * or a success the reached operation documents; redirects only where a browser route names them.
 */
export function judge(
  response: FuzzResponse,
  op: Operation | undefined,
  redirectTargets: Record<string, (location: string) => boolean>,
): { kind: OffenceKind; detail: string } | undefined {
  const { status } = response;
  if (response.isTimedOut) return { kind: 'hang', detail: response.error ?? 'no answer in time' };
  if (status === 0) return { kind: 'no-answer', detail: response.error ?? 'no answer' };
  if (status >= 500) return { kind: '5xx', detail: `answered ${status}` };
  if (status >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(response.body.toString('utf8'));
    } catch {
      return { kind: 'bad-error-body', detail: 'the error answer has no JSON body' };
    }
    const body = errorBodySchema.safeParse(parsed);
    if (!body.success)
      return {
        kind: 'bad-error-body',
        detail: `not the error body: ${body.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      };
    if (!body.data.message.trim()) return { kind: 'bad-error-body', detail: 'empty message' };
    if (body.data.statusCode !== status)
      return {
        kind: 'bad-error-body',
        detail: `statusCode ${body.data.statusCode} in a ${status}`,
      };
    return undefined;
  }
  if (status >= 300 && status < 400) {
    const location = String(response.headers.location ?? '');
    const isExpected = op ? redirectTargets[op.id]?.(location) : false;
    return isExpected
      ? undefined
      : { kind: 'undocumented-status', detail: `redirect to ${location || '(no location)'}` };
  }
  if (op?.successStatuses.includes(status)) return undefined;
  return {
    kind: 'undocumented-status',
    detail: op
      ? `${status} is not among ${op.id}'s documented successes (${op.successStatuses.join(', ') || 'none'})`
      : `${status} on no documented route`,
  };
}

const sentIdOf = (request: FuzzRequest) =>
  request.headers.find(([k]) => k === 'x-request-id')?.[1] ?? requestIdOf(request.index);

export async function runFuzz(options: {
  target: FuzzTarget;
  total: number;
  next: (index: number) => FuzzRequest;
  concurrency: number;
  timeoutMs: number;
  onProgress?: (sent: number, result: RunResult) => void;
  /** Called with every request and its answer (FUZZ_VERBOSE in the long run). */
  onAnswer?: (request: FuzzRequest, response: FuzzResponse) => void;
}): Promise<RunResult> {
  const { target } = options;
  const client = createWireClient(target.baseUrl, options);
  const match = createOperationMatcher(target.operations);
  const sandbox = target.app.services.payment.sandbox;
  const sandboxAuthorization = sandbox
    ? `Basic ${Buffer.from(`${sandbox.keyId}:${sandbox.keySecret}`).toString('base64')}`
    : '';
  const result: RunResult = {
    sent: 0,
    byStatus: new Map(),
    byOperation: new Map(),
    undocumented4xx: new Map(),
    offences: [],
    offenceCount: 0,
    healthStatus: 0,
    transportRetries: 0,
  };
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

  async function handle(request: FuzzRequest) {
    const user = target.accounts.tokenOf('user');
    const admin = target.accounts.tokenOf('admin');
    const headers = request.headers.map(([k, v]): [string, string] => [
      k,
      v.replaceAll('{{user-token}}', user).replaceAll('{{admin-token}}', admin),
    ]);
    if (request.auth === 'user' || request.auth === 'admin')
      headers.push(['authorization', `Bearer ${request.auth === 'user' ? user : admin}`]);
    if (request.auth === 'sandbox-key') headers.push(['authorization', sandboxAuthorization]);
    let response = await client.send(request, headers);
    // A connection reset before the server even saw the request is the transport's, not the app's:
    // sent once more (counted); a request the server saw and then dropped stays an offence.
    if (
      response.status === 0 &&
      !response.isTimedOut &&
      target.trace.of(sentIdOf(request)) === NEVER_RECEIVED
    ) {
      result.transportRetries += 1;
      response = await client.send(request, headers);
    }
    options.onAnswer?.(request, response);
    target.profile.observe(request, response);
    const op = match(request.method, request.target);
    const statusKey = response.isTimedOut
      ? 'hang'
      : response.status === 0
        ? 'no-answer'
        : String(response.status);
    result.sent += 1;
    bump(result.byStatus, statusKey);
    const perOp = result.byOperation.get(request.opId) ?? new Map<string, number>();
    bump(perOp, statusKey);
    result.byOperation.set(request.opId, perOp);
    if (
      op &&
      response.status >= 400 &&
      response.status < 500 &&
      !op.documentedStatuses.includes(response.status)
    ) {
      const seen = result.undocumented4xx.get(op.id) ?? new Set<number>();
      result.undocumented4xx.set(op.id, seen.add(response.status));
    }
    const judged = judge(response, op, target.redirectTargets);
    const verdict =
      judged && (judged.kind === 'no-answer' || judged.kind === 'hang')
        ? {
            ...judged,
            detail: `${judged.detail}; server: ${target.trace.of(sentIdOf(request))}`,
          }
        : judged;
    if (verdict) {
      result.offenceCount += 1;
      if (result.offences.length < MAX_KEPT_OFFENCES)
        result.offences.push({
          request,
          reached: op?.id ?? '(no route)',
          status: response.status,
          ...verdict,
          responseBody: response.body.toString('utf8', 0, 400),
          requestId: String(response.headers['x-request-id'] ?? sentIdOf(request)),
        });
    }
    // A fuzzed call may have ended this caller's token (log out everywhere, a role change).
    if (response.status === 401 && (request.auth === 'user' || request.auth === 'admin'))
      await target.accounts.renew(request.auth, request.auth === 'user' ? user : admin);
  }

  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < options.total) {
      const index = nextIndex++;
      await handle(options.next(index));
      options.onProgress?.(result.sent, result);
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    const health = await client.send(
      {
        index: -1,
        opId: 'GET /api/health',
        label: 'health',
        auth: 'none',
        method: 'GET',
        target: '/api/health',
        headers: [],
      },
      [],
    );
    result.healthStatus = health.status;
  } finally {
    client.close();
  }
  return result;
}
