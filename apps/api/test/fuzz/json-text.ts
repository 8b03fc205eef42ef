/**
 * JSON text the fuzzer sends: ordinary values, plus raw tokens JSON.stringify cannot produce
 * (1e309, -0, NaN, 9007199254740993, a 10,000-level nesting) spliced in where they stand.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

const MARK = '\u0002raw-json-';

export function toJsonText(value: unknown): string {
  const tokens: string[] = [];
  const text = JSON.stringify(value, (_key, inner: unknown) => {
    if (inner instanceof RawJson) {
      tokens.push(inner.text);
      return `${MARK}${tokens.length - 1}`;
    }
    return inner;
  });
  if (text === undefined) return '';
  if (tokens.length === 0) return text;
  // JSON.stringify escapes \u0002 as "\u0002", so the mark appears only where we put it.
  return text.replace(
    /"\\u0002raw-json-(\d+)"/g,
    (_m, index: string) => tokens[Number(index)] ?? '',
  );
}

export type JsonPath = Array<string | number>;

/** Every position in a value (the root included), with the value found there. */
export function collectPaths(
  value: unknown,
  path: JsonPath = [],
  out: JsonPath[] = [],
): JsonPath[] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((item, i) => collectPaths(item, [...path, i], out));
  else if (value !== null && typeof value === 'object' && !(value instanceof RawJson))
    for (const [key, inner] of Object.entries(value)) collectPaths(inner, [...path, key], out);
  return out;
}

export function getAt(value: unknown, path: JsonPath): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

function cloneJson(value: unknown): unknown {
  if (value instanceof RawJson) return value;
  if (Array.isArray(value)) return value.map(cloneJson);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cloneJson(v)]));
  return value;
}

/** A copy with the value at `path` replaced (or removed when `remove`); the root path replaces all. */
export function setAt(
  value: unknown,
  path: JsonPath,
  replacement: unknown,
  remove = false,
): unknown {
  if (path.length === 0) return replacement;
  const copy = cloneJson(value);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) {
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else delete parent[last];
  } else parent[last] = replacement;
  return copy;
}

/** A form body from a JSON value: nested keys as a[b][0]=…, the way form parsers are probed. */
export function toFormPairs(value: unknown, prefix = ''): Array<[string, string]> {
  if (value instanceof RawJson) return [[prefix || 'value', value.text]];
  if (Array.isArray(value))
    return value.flatMap((item, i) => toFormPairs(item, prefix ? `${prefix}[${i}]` : String(i)));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) =>
      toFormPairs(inner, prefix ? `${prefix}[${key}]` : key),
    );
  return [[prefix || 'value', value === null ? '' : String(value)]];
}

/** Percent-encodes what must be, leaving pre-encoded (or deliberately broken) text as it is. */
export function formEncode(pairs: Array<[string, string]>, isRaw = false): string {
  const encode = (s: string) => (isRaw ? s : encodeURIComponentLoose(s));
  return pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
}

/** encodeURIComponent, but lone surrogates become their WTF-8 bytes instead of throwing. */
export function encodeURIComponentLoose(s: string): string {
  let out = '';
  for (const char of s) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}
