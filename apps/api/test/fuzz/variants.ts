import { createHmac } from 'node:crypto';
import { BODY_MUTATIONS, type Mutation } from './body-mutations';
import type { AuthKind, Draft, FuzzRequest, FuzzResponse } from './fuzz-request';
import { encodeURIComponentLoose, toJsonText } from './json-text';
import type { Operation } from './openapi-operations';
import { createRng, mixSeed, type Rng } from './random';
import { ENCODING_MUTATIONS, WIRE_MUTATION } from './encoding-mutations';
import { REQUEST_MUTATIONS, renderPath, type TokenEnv } from './request-mutations';
import { sampleValue, type Hint } from './schema-values';

/** What the generator needs to know about the app beyond its OpenAPI document. */
export type FuzzProfile = {
  operations: Operation[];
  /** The callers a baseline is sent as (every one of them, in the quick pass). */
  authKindsFor(op: Operation): AuthKind[];
  hintFor(op: Operation, auth: AuthKind): Hint;
  /** Adds what the document cannot say: cookies, Origin, a signed webhook body, the real content type. */
  decorateBaseline(draft: Draft, rng: Rng): Draft;
  /** Learns from answers (ids of created records) for later baselines. */
  observe(request: FuzzRequest, response: FuzzResponse): void;
  webhookSecret: string;
  env: TokenEnv;
};

const CATEGORIES: Array<{ name: string; weight: number; mutate: Mutation }> = [
  ...Object.entries(BODY_MUTATIONS).map(([name, mutate]) => ({
    name: `body.${name}`,
    weight: name === 'huge-string' || name === 'deep-nesting' ? 1 : 3,
    mutate,
  })),
  ...Object.entries({ ...REQUEST_MUTATIONS, ...ENCODING_MUTATIONS }).map(([name, mutate]) => ({
    name,
    weight: name.startsWith('path') ? 4 : 3,
    mutate,
  })),
  { name: 'wire', weight: 2, mutate: WIRE_MUTATION },
];

/** The quick pass's fixed list: one of each main kind, twenty-two per operation. */
export const QUICK_CATEGORIES = [
  'body.wrong-type',
  'body.missing-required',
  'body.extra-field',
  'body.huge-string',
  'body.empty-string',
  'body.nul',
  'body.control',
  'body.unicode',
  'body.number-edge',
  'body.deep-nesting',
  'body.array-vs-object',
  'body.broken-json',
  'body.duplicate-keys',
  'content-type',
  'form',
  'path-param',
  'path-shape',
  'query',
  'authorization',
  'header',
  'method',
  'wire',
];
const FALLBACKS = [
  'path-param',
  'query',
  'header',
  'content-type',
  'wire',
  'body.broken-json',
  'raw-query',
  'path-shape',
];

export function buildBaseline(
  profile: FuzzProfile,
  op: Operation,
  auth: AuthKind,
  rng: Rng,
): Draft {
  const hint = profile.hintFor(op, auth);
  const encode = (value: unknown) =>
    encodeURIComponentLoose(Array.isArray(value) ? value.join(',') : String(value));
  const pathValues = Object.fromEntries(
    op.pathParams.map((p) => [p.name, encode(sampleValue(p.schema, rng, hint, p.name))]),
  );
  const query = op.query
    .filter((p) => p.required || rng.chance(0.7))
    .map((p): [string, string] => [p.name, encode(sampleValue(p.schema, rng, hint, p.name))]);
  const headers = op.headers
    .filter((p) => p.required || rng.chance(0.7))
    .map((p): [string, string] => [p.name, String(sampleValue(p.schema, rng, hint, p.name))]);
  const draft: Draft = {
    op,
    label: 'baseline',
    auth,
    method: op.method,
    pathValues,
    query,
    headers,
    body: op.body ? sampleValue(op.body.schema, rng, hint) : undefined,
    contentType: op.body?.contentTypes[0],
  };
  return profile.decorateBaseline(draft, rng);
}

/** Staff and signed-in routes are mostly fuzzed with a token, so validation behind the guard is reached. */
function chooseAuth(profile: FuzzProfile, op: Operation, rng: Rng): AuthKind {
  const kinds = profile.authKindsFor(op);
  const withToken = kinds.filter((k) => k !== 'none');
  if (withToken.length && rng.chance(op.isSecured || op.isHidden ? 0.85 : 0.5))
    return rng.pick(withToken);
  return kinds.includes('none') ? 'none' : rng.pick(kinds);
}

export function mutate(profile: FuzzProfile, base: Draft, category: string, rng: Rng): Draft {
  const tryCategory = (name: string) =>
    CATEGORIES.find((c) => c.name === name)?.mutate(base, rng, profile.env);
  const fallbacks = FALLBACKS.filter((f) => f !== category);
  // A kind that does not apply (a body mutation without a body) gives way to one that does.
  for (let i = fallbacks.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [fallbacks[i], fallbacks[j]] = [fallbacks[j] as string, fallbacks[i] as string];
  }
  for (const name of [category, ...fallbacks]) {
    const mutated = tryCategory(name);
    if (mutated) return mutated.isSigned && rng.chance(0.4) ? unsign(mutated, rng) : mutated;
  }
  return base;
}

/** Webhooks: the same malformation, sent unsigned or with a signature that does not match. */
function unsign(draft: Draft, rng: Rng): Draft {
  const signature = rng.pick([
    '',
    'deadbeef',
    'f'.repeat(64),
    '%00',
    'sha256=abc',
    'x'.repeat(5_000),
  ]);
  return {
    ...draft,
    isSigned: false,
    label: `${signature ? 'bad-signature' : 'unsigned'} ${draft.label}`,
    headers: signature ? [...draft.headers, ['x-razorpay-signature', signature]] : draft.headers,
  };
}

function pickCategory(rng: Rng): string {
  const total = CATEGORIES.reduce((sum, c) => sum + c.weight, 0);
  let roll = rng.next() * total;
  for (const c of CATEGORIES) {
    roll -= c.weight;
    if (roll < 0) return c.name;
  }
  return 'wire';
}

/** The id the app logs the request under (it accepts 8 to 64 characters of [A-Za-z0-9._-]). */
export const requestIdOf = (index: number) => `fuzz-${String(index).padStart(8, '0')}`;

export function render(profile: FuzzProfile, draft: Draft, index: number, rng: Rng): FuzzRequest {
  const path = renderPath(draft);
  const query = draft.rawQuery ?? draft.query.map(([k, v]) => `${k}=${v}`).join('&');
  let text: string | undefined = draft.body === undefined ? undefined : toJsonText(draft.body);
  for (const [from, to] of draft.textPatches ?? []) text = text?.replace(from, to);
  const body = draft.bodyBytes ?? (text === undefined ? undefined : Buffer.from(text));
  const headers: Array<[string, string]> = [...draft.headers];
  const has = (name: string) => headers.some(([k]) => k.toLowerCase() === name);
  if (body && draft.contentType !== null && !has('content-type'))
    headers.push(['content-type', draft.contentType ?? 'application/json']);
  if (draft.isSigned && body)
    headers.push([
      'x-razorpay-signature',
      createHmac('sha256', profile.webhookSecret).update(body).digest('hex'),
    ]);
  if (!has('x-request-id')) headers.push(['x-request-id', requestIdOf(index)]);
  // Rate limits count per client address: a varied (trusted) forwarded address lets guesses reach the services.
  if (!has('x-forwarded-for'))
    headers.push([
      'x-forwarded-for',
      `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
    ]);
  const label =
    draft.isSigned && draft.label !== 'baseline' ? `signed ${draft.label}` : draft.label;
  return {
    index,
    opId: draft.op.id,
    label,
    auth: draft.auth,
    method: draft.method,
    target: query || draft.rawQuery !== undefined ? `${path}?${query}` : path,
    headers,
    body,
    wire: draft.wire,
  };
}

/** Request `index` of a long run: a function of (seed, index) alone. */
export function generateRequest(
  profile: FuzzProfile,
  seed: number,
  index: number,
  operations = profile.operations,
): FuzzRequest {
  const rng = createRng(mixSeed(seed, 'request', index));
  const op = rng.pick(operations);
  const auth = chooseAuth(profile, op, rng);
  const base = buildBaseline(profile, op, auth, rng);
  const draft = rng.chance(0.1) ? base : mutate(profile, base, pickCategory(rng), rng);
  return render(profile, draft, index, rng);
}

/** The quick pass for one operation: a baseline per caller, then one variant of each kind. */
export function quickRequests(
  profile: FuzzProfile,
  seed: number,
  op: Operation,
  firstIndex: number,
): FuzzRequest[] {
  const rng = createRng(mixSeed(seed, 'quick', op.id));
  const out: FuzzRequest[] = [];
  for (const auth of profile.authKindsFor(op))
    out.push(render(profile, buildBaseline(profile, op, auth, rng), firstIndex + out.length, rng));
  for (const category of QUICK_CATEGORIES) {
    const base = buildBaseline(profile, op, chooseAuth(profile, op, rng), rng);
    out.push(render(profile, mutate(profile, base, category, rng), firstIndex + out.length, rng));
  }
  return out;
}
