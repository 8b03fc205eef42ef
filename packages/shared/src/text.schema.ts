import { z } from 'zod';

/**
 * Said after the field's name ("username: ..."). PostgreSQL cannot store NUL in text or jsonb, and an
 * unpaired UTF-16 surrogate is not a character at all (drivers turn it into U+FFFD, so what is stored
 * is not what was sent): both are refused at the door, never passed on.
 */
export const TEXT_MESSAGE = 'may not contain NUL characters or unpaired Unicode surrogates';

const UNSAFE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/** The one string schema for everything the API accepts: body fields, query, path and headers. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isSafeText, { message: TEXT_MESSAGE, abort: true });
}

/**
 * Line breaks, tabs and other control characters (C0, DEL, C1, and the Unicode line and paragraph
 * separators): a single-line field holding one could add a header to an e-mail or a line to a file.
 */
const NOT_SINGLE_LINE = /[\p{Cc}\u2028\u2029]/u;

export const SINGLE_LINE_MESSAGE =
  'must be a single line, without line breaks or control characters';

export function isSingleLine(value: string): boolean {
  return !NOT_SINGLE_LINE.test(value);
}

/**
 * A single-line field (a name, a heading, a mode) that may end up in an e-mail header: safe text
 * with no control character, refused with a 400 naming the field (`label`).
 */
export function singleLine(label: string, params?: Parameters<typeof z.string>[0]) {
  return text(params).refine(isSingleLine, {
    message: `${label} ${SINGLE_LINE_MESSAGE}`,
    abort: true,
  });
}

/** Deepest JSON accepted where free-form JSON is allowed (a JSON Patch value, a webhook). */
export const MAX_JSON_DEPTH = 32;

/**
 * True when every string (keys included) in a parsed JSON value is safe text and it nests at most
 * MAX_JSON_DEPTH deep. Walks with its own stack, so a hostile 100,000-level document cannot
 * overflow the call stack.
 */
export function isSafeJsonValue(value: unknown): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return false;
    } else if (current !== null && typeof current === 'object') {
      if (depth >= MAX_JSON_DEPTH) return false;
      for (const [key, inner] of Object.entries(current)) {
        if (!isSafeText(key)) return false;
        stack.push({ value: inner, depth: depth + 1 });
      }
    }
  }
  return true;
}

/** Free-form JSON (checked for safe text and depth), for the few places that take any value. */
export function jsonValue() {
  return z.unknown().refine(isSafeJsonValue, { message: TEXT_MESSAGE, abort: true });
}
