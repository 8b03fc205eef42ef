import type { Operation } from './openapi-operations';

/** Who a request speaks for: the sender adds the current token (tokens change during a run). */
export type AuthKind = 'none' | 'user' | 'admin' | 'sandbox-key';

/** Malformations that only exist on the wire: sent byte by byte over a raw socket. */
export type WireTweak =
  | { kind: 'raw-path'; bytes: Buffer }
  | { kind: 'content-length-short' }
  | { kind: 'duplicate-content-length' }
  | { kind: 'chunked' }
  | { kind: 'bad-chunked' }
  | { kind: 'chunked-and-length' }
  | { kind: 'http-1.0' }
  | { kind: 'no-host' }
  | { kind: 'absolute-uri' }
  | { kind: 'bare-lf' }
  | { kind: 'header-bytes'; name: string; bytes: Buffer }
  | { kind: 'expect-continue' };

/** A request being built from an operation: a baseline, then one malformation applied. */
export type Draft = {
  op: Operation;
  label: string;
  auth: AuthKind;
  method: string;
  /** Path parameter values, already percent-encoded (so a mutation can put %zz there). */
  pathValues: Record<string, string>;
  /** Query pairs, already encoded; `rawQuery` replaces them all when set. */
  query: Array<[string, string]>;
  rawQuery?: string;
  headers: Array<[string, string]>;
  /** A JSON value (RawJson tokens allowed); `bodyBytes` replaces it when set. */
  body?: unknown;
  bodyBytes?: Buffer;
  /** Text replacements on the serialised JSON, for keys JSON.stringify cannot write (__proto__). */
  textPatches?: Array<[string, string]>;
  /** Content type; null sends none even with a body. */
  contentType?: string | null;
  /** Sign the final body as a Razorpay webhook (a mutation then reaches the body checks). */
  isSigned?: boolean;
  /** Replaces the path (already encoded) when a mutation rewrites it wholesale. */
  pathOverride?: string;
  wire?: WireTweak;
};

/** What goes on the wire (plus the token the sender adds). */
export type FuzzRequest = {
  index: number;
  opId: string;
  label: string;
  auth: AuthKind;
  method: string;
  /** Path and query, as sent. */
  target: string;
  headers: Array<[string, string]>;
  body?: Buffer;
  wire?: WireTweak;
};

export type FuzzResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** Transport failure without an answer (reset, refused). */
  error?: string;
  isTimedOut: boolean;
};
