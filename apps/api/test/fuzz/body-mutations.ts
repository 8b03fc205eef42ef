import {
  CONTROL_STRINGS,
  NUL_STRINGS,
  NUMBER_STRINGS,
  NUMBER_TOKENS,
  UNICODE_STRINGS,
} from './edge-values';
import type { Draft } from './fuzz-request';
import { collectPaths, getAt, RawJson, setAt, toJsonText, type JsonPath } from './json-text';
import type { Rng } from './random';
import { schemaAt, typesOf } from './schema-values';

export type MutationEnv = { bodyLimitBytes: number };
export type Mutation = (draft: Draft, rng: Rng, env: MutationEnv) => Draft | undefined;

const WRONG_TYPES: unknown[] = [
  123,
  -1,
  1.5,
  true,
  false,
  null,
  'a string',
  [],
  {},
  ['x'],
  { nested: { a: 1 } },
  new RawJson('1e309'),
];

const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

function leafPaths(body: unknown): JsonPath[] {
  return collectPaths(body).filter((p) => {
    const v = getAt(body, p);
    return p.length > 0 && (v === null || typeof v !== 'object');
  });
}

function stringPaths(body: unknown): JsonPath[] {
  const strings = leafPaths(body).filter((p) => typeof getAt(body, p) === 'string');
  return strings.length ? strings : leafPaths(body);
}

const describe = (path: JsonPath) => (path.length ? path.join('.') : '(root)');

function withBody(draft: Draft, label: string, body: unknown, extra: Partial<Draft> = {}): Draft {
  return { ...draft, label, body, ...extra };
}

/** A string field with something inserted at the start, middle or end. */
function insertInto(original: unknown, inserted: string, rng: Rng): string {
  const base = typeof original === 'string' ? original : String(original ?? '');
  const at = rng.pick([0, Math.floor(base.length / 2), base.length]);
  return rng.chance(0.3) ? inserted : base.slice(0, at) + inserted + base.slice(at);
}

function stringMutation(name: string, pool: readonly string[]): Mutation {
  return (draft, rng) => {
    if (draft.body === undefined) return undefined;
    const paths = stringPaths(draft.body);
    if (!paths.length) return undefined;
    const path = rng.pick(paths);
    const value = rng.pick(pool);
    const label = `body.${name} ${describe(path)}=${JSON.stringify(value).slice(0, 40)}`;
    return withBody(
      draft,
      label,
      setAt(draft.body, path, insertInto(getAt(draft.body, path), value, rng)),
    );
  };
}

export const BODY_MUTATIONS: Record<string, Mutation> = {
  'wrong-type': (draft, rng) => {
    if (draft.body === undefined) return undefined;
    const paths = collectPaths(draft.body).filter((p) => p.length > 0);
    const path = paths.length ? rng.pick(paths) : [];
    const current = typeOf(getAt(draft.body, path));
    const value = rng.pick(WRONG_TYPES.filter((v) => typeOf(v) !== current));
    return withBody(
      draft,
      `body.wrong-type ${describe(path)}=${toJsonText(value)}`,
      setAt(draft.body, path, value),
    );
  },

  'missing-required': (draft, rng, _env) => {
    if (draft.body === undefined || draft.body === null || typeof draft.body !== 'object')
      return undefined;
    const candidates = collectPaths(draft.body).flatMap((p) => {
      const schema = schemaAt(draft.op.body?.schema, p);
      const value = getAt(draft.body, p);
      if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
      const keys = schema?.required?.filter((k) => k in value) ?? [];
      return (keys.length ? keys : Object.keys(value)).map((k) => [...p, k]);
    });
    if (!candidates.length) return withBody(draft, 'body.missing-required all', {});
    const path = rng.pick(candidates);
    return withBody(
      draft,
      `body.missing-required ${describe(path)}`,
      setAt(draft.body, path, undefined, true),
    );
  },

  'extra-field': (draft, rng) => {
    if (draft.body === undefined) return undefined;
    const objects = collectPaths(draft.body).filter(
      (p) => typeOf(getAt(draft.body, p)) === 'object',
    );
    if (!objects.length) return undefined;
    const path = rng.pick(objects);
    const key = rng.pick([
      'unexpected',
      '__proto__',
      'constructor',
      'role',
      'isAdmin',
      'id',
      'price',
      '$where',
      '',
    ]);
    const value = rng.pick([
      { isAdmin: true },
      'ADMIN',
      1,
      { prototype: { polluted: true } },
      [1, 2],
      null,
    ]);
    // JSON.stringify never writes an own "__proto__" key: write a stand-in and rename it in the text.
    const written = key === '__proto__' ? 'fuzz_proto_stand_in' : key;
    return withBody(
      draft,
      `body.extra-field ${describe([...path, key])}`,
      setAt(draft.body, [...path, written], value),
      {
        textPatches: key === '__proto__' ? [['"fuzz_proto_stand_in"', '"__proto__"']] : undefined,
      },
    );
  },

  'huge-string': (draft, rng, env) => {
    if (draft.body === undefined) return undefined;
    const strings = stringPaths(draft.body);
    const path = strings.length ? rng.pick(strings) : [];
    const size = rng.pick([5_000, 70_000, env.bodyLimitBytes - 512, env.bodyLimitBytes + 1024]);
    const char = rng.pick(['a', 'a', 'é', '😀']);
    const value = char.repeat(Math.max(1, Math.floor(size / Buffer.byteLength(char))));
    return withBody(
      draft,
      `body.huge-string ${describe(path)} ${size} bytes of ${JSON.stringify(char)}`,
      setAt(draft.body, path, value),
    );
  },

  'empty-string': (draft, rng) => {
    if (draft.body === undefined) return undefined;
    const paths = leafPaths(draft.body);
    if (!paths.length) return undefined;
    const path = rng.pick(paths);
    return withBody(
      draft,
      `body.empty-string ${describe(path)}`,
      setAt(draft.body, path, rng.pick(['', ' ', '\u00a0'])),
    );
  },

  nul: stringMutation('nul', NUL_STRINGS),
  control: stringMutation('control', CONTROL_STRINGS),
  unicode: stringMutation('unicode', UNICODE_STRINGS),

  'unicode-key': (draft, rng) => {
    if (typeOf(draft.body) !== 'object') return undefined;
    const key = rng.pick(['\ud800', '\u0000', 'a\u0000', '\ufeffname', 'e\u0301']);
    return withBody(draft, `body.unicode-key ${JSON.stringify(key)}`, {
      ...(draft.body as object),
      [key]: 'x',
    });
  },

  'number-edge': (draft, rng) => {
    if (draft.body === undefined) return undefined;
    const leaves = leafPaths(draft.body);
    const numeric = leaves.filter((p) => typeof getAt(draft.body, p) === 'number');
    const paths = numeric.length && rng.chance(0.7) ? numeric : leaves;
    if (!paths.length) return undefined;
    const path = rng.pick(paths);
    const value = rng.chance(0.7) ? new RawJson(rng.pick(NUMBER_TOKENS)) : rng.pick(NUMBER_STRINGS);
    return withBody(
      draft,
      `body.number-edge ${describe(path)}=${toJsonText(value)}`,
      setAt(draft.body, path, value),
    );
  },

  'deep-nesting': (draft, rng) => {
    const depth = rng.pick([64, 1_000, 10_000, 100_000]);
    const nested = rng.chance(0.5)
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const paths = draft.body === undefined ? [] : collectPaths(draft.body);
    const path = paths.length && rng.chance(0.6) ? rng.pick(paths) : [];
    const body = setAt(draft.body, path, new RawJson(nested));
    return withBody(draft, `body.deep-nesting ${describe(path)} depth ${depth}`, body);
  },

  'array-vs-object': (draft, rng) => {
    if (draft.body === undefined) return undefined;
    const containers = collectPaths(draft.body).filter((p) =>
      ['object', 'array'].includes(typeOf(getAt(draft.body, p))),
    );
    const path = containers.length ? rng.pick(containers) : [];
    const value = getAt(draft.body, path);
    const swapped = Array.isArray(value)
      ? rng.pick([{ ...value }, value[0] ?? {}, 'a'])
      : rng.pick([[value], [], 'object', 42]);
    return withBody(
      draft,
      `body.array-vs-object ${describe(path)}=${toJsonText(swapped).slice(0, 40)}`,
      setAt(draft.body, path, swapped),
    );
  },

  'duplicate-keys': (draft, rng) => {
    if (typeOf(draft.body) !== 'object') return undefined;
    const keys = Object.keys(draft.body as object);
    const key = keys.length ? rng.pick(keys) : 'key';
    const schema = schemaAt(draft.op.body?.schema, [key]);
    const wrong = rng.pick(WRONG_TYPES.filter((v) => !typesOf(schema ?? {}).includes(typeOf(v))));
    const text = toJsonText(draft.body);
    const pair = `${JSON.stringify(key)}:${toJsonText(wrong)}`;
    const patched = rng.chance(0.5)
      ? `{${pair},${text.slice(1)}`
      : `${text.slice(0, -1)}${keys.length ? ',' : ''}${pair}}`;
    return {
      ...draft,
      label: `body.duplicate-keys ${key} then ${toJsonText(wrong)}`,
      bodyBytes: Buffer.from(patched),
    };
  },

  'broken-json': (draft, rng) => {
    const text = toJsonText(draft.body ?? {});
    const cut = rng.int(1, Math.max(1, text.length - 1));
    const broken: Array<[string, string]> = [
      ['truncated', text.slice(0, cut)],
      ['trailing-garbage', `${text}${rng.pick(['x', '}', ' {}', ',', '\u0000', '/*c*/', ']'])}`],
      ['bom', `\ufeff${text}`],
      ['single-quotes', text.replace(/"/g, "'")],
      ['trailing-comma', text.replace(/([}\]])$/, ',$1')],
      ['nan-literal', text.replace(/:(\s*)("[^"]*"|\d+|true|false|null)/, ':NaN')],
      ['comment', `/* fuzz */${text}`],
      ['bad-escape', text.replace(/"([^"]*)"/, '"\\x41\\uZZZZ$1"')],
      ['raw-control-in-string', text.replace(/"([^"]*)"/, '"\u0001\u0000$1"')],
      ['escaped-lone-surrogate', text.replace(/"([^"]*)"/, '"\\ud800$1"')],
      ['scalar', rng.pick(['null', '""', '0', 'true', '[]', '"{}"'])],
      ['empty', ''],
      ['whitespace', ' \n\t '],
    ];
    const [name, bytes] = rng.pick(broken);
    return { ...draft, label: `body.broken-json ${name}`, bodyBytes: Buffer.from(bytes) };
  },
};
