// What an audit entry changed: the top-level fields whose values differ between the record before
// and after the write. A create (no before) or a delete (no after) changes every field it names.

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Structural equality of JSON values (key order does not matter). */
export function isSameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => isSameJson(item, b[index]));
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && isSameJson(a[key], b[key]));
}

/** The top-level fields the write changed, in the order the records name them. */
export function changedFields(before: unknown, after: unknown): string[] {
  const beforeRecord = isRecord(before) ? before : {};
  const afterRecord = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(beforeRecord), ...Object.keys(afterRecord)])];
  return keys.filter(
    (key) =>
      Object.hasOwn(beforeRecord, key) !== Object.hasOwn(afterRecord, key) ||
      !isSameJson(beforeRecord[key], afterRecord[key]),
  );
}

/** A JSON value pretty-printed with two-space indents, as the diff shows it. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? String(value);
}
