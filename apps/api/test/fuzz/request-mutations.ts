import type { Mutation, MutationEnv } from './body-mutations';
import { CONTROL_STRINGS, NUL_STRINGS, PATH_VALUES, UNICODE_STRINGS } from './edge-values';
import type { Draft } from './fuzz-request';
import { encodeURIComponentLoose } from './json-text';
import { randomUuid } from './schema-values';

/** Tokens the fuzzer may send as they are (tampered, forged with odd claims, alg none, expired). */
export type TokenEnv = MutationEnv & { oddTokens: Array<{ name: string; token: string }> };

export const REQUEST_MUTATIONS: Record<string, Mutation> = {
  'path-param': (draft, rng) => {
    const names = draft.op.pathParams.map((p) => p.name);
    if (!names.length) return undefined;
    const name = rng.pick(names);
    const kind = rng.int(0, 9);
    const value =
      kind === 0
        ? 'x'.repeat(rng.pick([2_000, 6_000, 12_000]))
        : kind === 1
          ? `${draft.pathValues[name] ?? ''}${rng.pick(['%00', '%2e%2e', '%zz', '/..', '%2F..'])}`
          : kind === 2
            ? randomUuid(rng)
            : kind === 3
              ? encodeURIComponentLoose(
                  rng.pick([...NUL_STRINGS, ...CONTROL_STRINGS, ...UNICODE_STRINGS]),
                )
              : rng.pick(PATH_VALUES);
    const shown = value.length > 60 ? `${value.slice(0, 20)}…(${value.length} chars)` : value;
    return {
      ...draft,
      label: `path.${name}=${shown}`,
      pathValues: { ...draft.pathValues, [name]: value },
    };
  },

  'path-shape': (draft, rng) => {
    const forms: Array<[string, (p: string) => string]> = [
      ['trailing-slash', (p) => `${p}/`],
      ['double-slash', (p) => p.replace(/\/(?=[^/]*$)/, '//')],
      ['upper-case', (p) => p.toUpperCase()],
      ['dot-segment', (p) => p.replace(/\/(?=[^/]*$)/, '/./')],
      ['dot-dot-segment', (p) => `${p}/../${p.split('/').pop() ?? ''}`],
      ['encoded-slash', (p) => p.replace(/\/(?=[^/]*$)/, '%2F')],
      [
        'encoded-letter',
        (p) => p.replace(/([a-z])(?=[^/]*$)/, (c) => `%${c.charCodeAt(0).toString(16)}`),
      ],
      ['semicolon', (p) => `${p};jsessionid=1`],
      ['hash', (p) => `${p}%23frag`],
    ];
    const [name, rewrite] = rng.pick(forms);
    return { ...draft, label: `path-shape.${name}`, pathOverride: rewrite(renderPath(draft)) };
  },

  query: (draft, rng) => {
    const names = draft.op.query.map((p) => p.name);
    const name =
      names.length && rng.chance(0.8)
        ? rng.pick(names)
        : rng.pick(['unknown', '__proto__', 'constructor']);
    const current = draft.query.find(([k]) => k === name)?.[1] ?? 'x';
    const others = draft.query.filter(([k]) => k !== name);
    const forms: Array<[string, Array<[string, string]>]> = [
      ['repeated', [...others, [name, current], [name, current]]],
      ['array-brackets', [...others, [`${name}[]`, current], [`${name}[]`, current]]],
      ['array-index', [...others, [`${name}[0]`, current]]],
      ['object', [...others, [`${name}[a]`, current]]],
      ['missing', others],
      ['empty', [...others, [name, '']]],
      ['huge', [...others, [name, 'q'.repeat(rng.pick([3_000, 9_000]))]]],
      [
        'bad-percent',
        [...others, [name, rng.pick(['%zz', '%', '%0', '%ed%a0%80', '%c0%ae', '%ff%fe'])]],
      ],
      ['nul', [...others, [name, rng.pick(['%00', `${current}%00`])]]],
      ['control', [...others, [name, encodeURIComponentLoose(rng.pick(CONTROL_STRINGS))]]],
      ['unicode', [...others, [name, encodeURIComponentLoose(rng.pick(UNICODE_STRINGS))]]],
      [
        'many',
        [
          ...others,
          ...Array.from({ length: 1_000 }, (_, i): [string, string] => [`${name}${i}`, '1']),
        ],
      ],
    ];
    const [form, query] = rng.pick(forms);
    return { ...draft, label: `query.${name} ${form}`, query };
  },

  'raw-query': (draft, rng) => {
    const base = draft.query.map(([k, v]) => `${k}=${v}`).join('&');
    const rawQuery = rng.pick([
      `${base}&`,
      `&&${base}`,
      `${base}&${rng.pick(['a=1', 'a', '=', '&&&', '__proto__[x]=1'])}`,
      `${base};x=1`,
      `${base}#x`,
      '?',
      `${base}+%2B+`,
    ]);
    return { ...draft, label: `query.raw ${rawQuery.slice(0, 50)}`, rawQuery };
  },

  authorization: (draft, rng, env) => {
    const odd = (env as TokenEnv).oddTokens ?? [];
    const forms: Array<[string, string]> = [
      ['empty', ''],
      ['scheme-only', 'Bearer'],
      ['scheme-space', 'Bearer '],
      ['junk', 'Bearer x'],
      ['huge', `Bearer ${'a'.repeat(rng.pick([4_000, 9_000]))}`],
      ['lower-case-scheme', 'bearer {{user-token}}'],
      ['two-tokens', 'Bearer {{user-token}} {{admin-token}}'],
      ['basic', 'Basic Zm9vOmJhcg=='],
      ['tampered', 'Bearer {{user-token}}x'],
      ['dots', 'Bearer ...'],
      ['nul-escape', 'Bearer %00'],
      ...odd.map((t): [string, string] => [`odd-token:${t.name}`, `Bearer ${t.token}`]),
    ];
    const [name, value] = rng.pick(forms);
    return {
      ...draft,
      label: `header.authorization ${name}`,
      auth: 'none',
      headers: [...draft.headers, ['authorization', value]],
    };
  },

  header: (draft, rng) => {
    const declared = draft.op.headers.map((h) => h.name);
    const forms: Array<[string, string]> = [
      ...declared.flatMap((name): Array<[string, string]> => [
        [name, ''],
        [name, ' '],
        [name, 'k'.repeat(rng.pick([101, 8_000]))],
        [name, 'caf\u00e9-latin1'],
        [name, '%00'],
      ]),
      [
        'cookie',
        `kaksha_refresh=${rng.pick(['', '%00', '\u00ff', 'x'.repeat(5_000), 'a=b=c', '"quoted"', '%zz'])}`,
      ],
      [
        'cookie',
        `kaksha_oidc=${rng.pick(['s:garbage.sig', '{"verifier":1}', '%7B%7D', 'x'.repeat(4_000), '%00'])}`,
      ],
      ['cookie', rng.pick(['=;;;=', ';', 'a', '%', `${'c=1; '.repeat(500)}`])],
      ['origin', rng.pick(['null', 'http://evil.example', 'http://localhost:3000\u00e9', ''])],
      ['x-request-id', rng.pick(['', 'short', 'x'.repeat(200), '../../etc', 'id with spaces'])],
      [
        'x-forwarded-for',
        rng.pick([
          'not-an-ip',
          '',
          '1.2.3.4, 5.6.7.8',
          '::1',
          '999.999.999.999',
          'x'.repeat(2_000),
        ]),
      ],
      ['accept', rng.pick(['application/xml', 'text/html', '*/*;q=0', '', 'a/b;q=x'])],
      [
        'accept-encoding',
        rng.pick(['gzip', 'br', 'deflate', 'gzip;q=0, identity;q=0', 'zstd', 'x'.repeat(300)]),
      ],
      ['accept-language', 'x'.repeat(3_000)],
      ['range', 'bytes=0-1'],
      ['if-none-match', '*'],
    ];
    const [name, value] = rng.pick(forms);
    const headers = draft.headers.filter(([k]) => k !== name || name === 'cookie');
    return {
      ...draft,
      label: `header.${name}=${value.slice(0, 30)}${value.length > 30 ? `…(${value.length})` : ''}`,
      headers: [...headers, [name, value]],
    };
  },

  method: (draft, rng) => {
    const others = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => m !== draft.method);
    const method = rng.pick([...others, 'TRACE', 'PROPFIND', 'SEARCH']);
    return { ...draft, label: `method ${method}`, method };
  },
};

/** The path as the draft has it: the override, or the template with its values. */
export function renderPath(draft: Draft): string {
  if (draft.pathOverride !== undefined) return draft.pathOverride;
  return draft.op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => draft.pathValues[name] ?? '');
}
