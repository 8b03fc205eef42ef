import type { Mutation } from './body-mutations';
import { encodeURIComponentLoose, formEncode, toFormPairs, toJsonText } from './json-text';
import type { Rng } from './random';
import { renderPath } from './request-mutations';

/** How the body is encoded and labelled, and what only a raw socket can send. */
function renderPair(rng: Rng): string {
  return rng.pick(['a=1', 'a', '=', '&&&', ';', '__proto__[x]=1', 'constructor[prototype][x]=1']);
}

export const ENCODING_MUTATIONS: Record<string, Mutation> = {
  'content-type': (draft, rng) => {
    const body = draft.body ?? { probe: 'x' };
    const json = toJsonText(body);
    const form = formEncode(toFormPairs(body));
    const boundary = '----fuzz7MA4YWxkTrZu0gW';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${json}\r\n--${boundary}--\r\n`;
    const forms: Array<[string | null, string]> = [
      ['text/plain', json],
      ['text/plain; charset=utf-8', form],
      [`multipart/form-data; boundary=${boundary}`, multipart],
      ['multipart/form-data', multipart],
      ['application/json-patch+json', json],
      ['application/x-www-form-urlencoded', json],
      ['application/x-www-form-urlencoded', form],
      [null, json],
      ['application/json; charset=utf-16le', json],
      ['application/json; charset=latin1', json],
      ['APPLICATION/JSON', json],
      ['application/json;;', json],
      ['application/json, text/html', json],
      ['application/xml', '<a>1</a>'],
      ['application/octet-stream', json],
      ['application/vnd.api+json', json],
      ['json', json],
      ['*/*', json],
      ['application/json; boundary=x; charset="utf-8"', json],
    ];
    const [type, text] = rng.pick(forms);
    const bytes = type?.includes('utf-16')
      ? Buffer.from(`\ufeff${text}`, 'utf16le')
      : Buffer.from(text);
    return {
      ...draft,
      label: `content-type ${type ?? '(none)'}`,
      contentType: type,
      bodyBytes: bytes,
    };
  },

  form: (draft, rng) => {
    const pairs = toFormPairs(draft.body ?? { probe: 'x' }).map(([k, v]): [string, string] => [
      encodeURIComponentLoose(k),
      encodeURIComponentLoose(v),
    ]);
    if (!pairs.length) pairs.push(['probe', 'x']);
    const at = rng.int(0, pairs.length - 1);
    const key = pairs[at]?.[0] ?? 'probe';
    const edge = rng.pick([
      '%C0%AE',
      '%E0%80%AE',
      '%F0%80%80%AE',
      '%ED%A0%80',
      '%FF%FE',
      '%zz',
      '%',
      '%0',
      '%00',
      '+',
      '%2B',
      'a%00b',
      '%EF%BB%BF',
    ]);
    const forms: Array<[string, Array<[string, string]>]> = [
      ['edge-value', pairs.map(([k, v], i): [string, string] => [k, i === at ? `${v}${edge}` : v])],
      ['edge-key', [...pairs, [`${key}${edge}`, 'x']]],
      ['repeated-key', [...pairs, [key, 'again']]],
      ['brackets', [...pairs, [`${key}[]`, 'x'], [`${key}[0]`, 'y']]],
      ['proto', [...pairs, ['__proto__[isAdmin]', 'true'], ['constructor[prototype][x]', '1']]],
      ['no-value', [...pairs, [key, '']]],
    ];
    const [name, chosen] = rng.pick(forms);
    const text = `${formEncode(chosen, true)}${rng.chance(0.1) ? `&${renderPair(rng)}` : ''}`;
    return {
      ...draft,
      label: `form.${name} ${name.startsWith('edge') ? edge : key}`,
      contentType: 'application/x-www-form-urlencoded',
      bodyBytes: Buffer.from(text),
    };
  },
};

export const WIRE_MUTATION: Mutation = (draft, rng) => {
  const kinds = [
    'raw-path',
    'invalid-utf8-body',
    'content-length-short',
    'duplicate-content-length',
    'chunked',
    'bad-chunked',
    'chunked-and-length',
    'http-1.0',
    'no-host',
    'absolute-uri',
    'bare-lf',
    'header-bytes',
    'expect-continue',
  ] as const;
  const kind = rng.pick(kinds);
  const label = `wire.${kind}`;
  switch (kind) {
    case 'raw-path': {
      const raw = rng.pick([
        Buffer.from('é😀', 'utf8'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from([0xc0, 0xae, 0xc0, 0xae]),
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from(' x'),
        Buffer.from([0x00]),
        Buffer.from('\\..\\'),
      ]);
      const path = Buffer.concat([Buffer.from(renderPath(draft)), raw]);
      return { ...draft, label: `${label} +${raw.toString('hex')}`, wire: { kind, bytes: path } };
    }
    case 'invalid-utf8-body': {
      const bytes = rng.pick([
        [0xff, 0xfe],
        [0xc0, 0xae],
        [0xed, 0xa0, 0x80],
        [0xf4, 0x90, 0x80, 0x80],
        [0x80],
      ]);
      const text = toJsonText(draft.body ?? { probe: 'x' });
      const at = text.indexOf('"') + 1;
      const body =
        at > 0
          ? Buffer.concat([
              Buffer.from(text.slice(0, at)),
              Buffer.from(bytes),
              Buffer.from(text.slice(at)),
            ])
          : Buffer.concat([Buffer.from(bytes), Buffer.from(text)]);
      return {
        ...draft,
        label: `body.invalid-utf8 ${Buffer.from(bytes).toString('hex')}`,
        bodyBytes: body,
        contentType: draft.contentType ?? 'application/json',
      };
    }
    case 'header-bytes': {
      const name = rng.pick([
        'authorization',
        'content-type',
        'x-custom',
        'cookie',
        'idempotency-key',
      ]);
      const bytes = rng.pick([
        Buffer.from([0x00]),
        Buffer.from('é', 'utf8'),
        Buffer.from([0xff]),
        Buffer.from(' \t '),
      ]);
      return {
        ...draft,
        label: `${label} ${name}:${bytes.toString('hex')}`,
        wire: { kind, name, bytes },
      };
    }
    default:
      return { ...draft, label, wire: { kind } };
  }
};
