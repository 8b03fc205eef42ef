import type { JsonSchema } from './openapi-operations';
import type { Rng } from './random';

/**
 * Values that look valid for a JSON schema. `hint` may answer first for a field it knows by name
 * (real course ids, the caller's own id, an existing coupon code), so baselines get past the
 * schema into the services; anything it does not know is drawn from the schema alone.
 */
export type Hint = (name: string, schema: JsonSchema, rng: Rng) => unknown;

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomAlnum(rng: Rng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALNUM[rng.int(0, ALNUM.length - 1)];
  return out;
}

export function randomUuid(rng: Rng): string {
  const hex = () => rng.int(0, 15).toString(16);
  const block = (n: number) => Array.from({ length: n }, hex).join('');
  return `${block(8)}-${block(4)}-4${block(3)}-${rng.pick(['8', '9', 'a', 'b'])}${block(3)}-${block(12)}`;
}

export function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  if (schema.enum) return [...new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)))];
  return [];
}

function sampleString(schema: JsonSchema, rng: Rng): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 24);
  const length = Math.min(max, Math.max(min, rng.int(Math.max(min, 3), Math.max(min, 12))));
  const pattern = schema.pattern ?? '';
  if (schema.format === 'date-time' || pattern.includes('T(?:'))
    return new Date(Date.UTC(2026, rng.int(0, 11), rng.int(1, 28), rng.int(0, 23))).toISOString();
  if (schema.format === 'uuid' || pattern.includes('[0-9a-fA-F]{8}')) return randomUuid(rng);
  if (schema.format === 'email' || pattern.includes('@'))
    return `fuzz.${randomAlnum(rng, 8).toLowerCase()}@example.in`;
  const digits = /\\d\{(\d+)\}/.exec(pattern);
  if (digits)
    return `9${Array.from({ length: Number(digits[1]) - 1 }, () => rng.int(0, 9)).join('')}`;
  return randomAlnum(rng, length);
}

function sampleNumber(schema: JsonSchema, rng: Rng, isInteger: boolean): number {
  const exclusiveMin =
    schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === 'number';
  let min =
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : (schema.minimum ?? 0);
  if (exclusiveMin) min += isInteger ? 1 : 0.5;
  const max = Math.min(schema.maximum ?? 1000, min + 1000);
  const value = min + rng.next() * Math.max(0, max - min);
  return isInteger ? Math.floor(value) : Math.round(value * 100) / 100;
}

export function sampleValue(
  schema: JsonSchema,
  rng: Rng,
  hint: Hint,
  name = '',
  depth = 0,
): unknown {
  const hinted = hint(name, schema, rng);
  if (hinted !== undefined) return hinted;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return rng.pick(schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const nonNull = options.filter((o) => !typesOf(o).includes('null'));
    return sampleValue(rng.pick(nonNull.length ? nonNull : options), rng, hint, name, depth);
  }
  if (schema.allOf?.length) return sampleValue(schema.allOf[0] ?? {}, rng, hint, name, depth);
  const type = typesOf(schema).find((t) => t !== 'null') ?? 'string';
  switch (type) {
    case 'string':
      return sampleString(schema, rng);
    case 'integer':
      return sampleNumber(schema, rng, true);
    case 'number':
      return sampleNumber(schema, rng, false);
    case 'boolean':
      return rng.chance(0.5);
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? min + 2, min + 2);
      const count = depth > 4 ? min : rng.int(Math.max(min, 1), Math.max(min, 1, max));
      return Array.from({ length: count }, () =>
        sampleValue(schema.items ?? {}, rng, hint, name, depth + 1),
      );
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, inner] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || (depth < 4 && rng.chance(0.6)))
          out[key] = sampleValue(inner, rng, hint, key, depth + 1);
      }
      return out;
    }
    default:
      return randomAlnum(rng, 6);
  }
}

/** The schema found at a JSON path of a value drawn from it (undefined where it says nothing). */
export function schemaAt(
  schema: JsonSchema | undefined,
  path: Array<string | number>,
): JsonSchema | undefined {
  let current = schema;
  for (const key of path) {
    if (!current) return undefined;
    const options = current.anyOf ?? current.oneOf;
    if (options) current = options.find((o) => !typesOf(o).includes('null')) ?? options[0];
    current =
      typeof key === 'number'
        ? current?.items
        : (current?.properties?.[key] ??
          (typeof current?.additionalProperties === 'object'
            ? current.additionalProperties
            : undefined));
  }
  return current;
}
