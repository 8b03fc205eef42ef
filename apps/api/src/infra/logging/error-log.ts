import { stdSerializers } from 'pino';

type Serialized = Record<string, unknown> & {
  type: string;
  message: string;
  stack: string;
  cause?: unknown;
};

/** Fields of database errors that carry the statement or the values sent with it. */
const DATABASE_DETAIL_FIELDS = [
  'query',
  'params',
  'detail',
  'where',
  'parameters',
  'internalQuery',
];

const WITHHELD = 'Failed query (statement and parameters withheld from the log)';
/** From "Failed query:" to the first stack frame: the statement and its parameters. */
const STATEMENT = /Failed query:[\s\S]*?(?=\n\s+at |$)/g;

function scrub(value: Serialized): Serialized {
  const out: Serialized = { ...value };
  for (const field of DATABASE_DETAIL_FIELDS) delete out[field];
  if (out.cause && typeof out.cause === 'object') out.cause = scrub(out.cause as Serialized);
  // Drizzle's query errors carry the SQL and its parameters in their message, and so in the stack;
  // what the database said (the cause) is kept.
  if (typeof out.message === 'string' && out.message.startsWith('Failed query:')) {
    const cause = (out.cause as Serialized | undefined)?.message;
    out.message = cause ? `${WITHHELD}: ${cause}` : WITHHELD;
  }
  if (typeof out.stack === 'string') out.stack = out.stack.replace(STATEMENT, WITHHELD);
  return out;
}

/**
 * pino's error serializer without SQL: a failed statement is logged by its error code and message
 * (e.g. `22P05 unsupported Unicode escape sequence`), never with the statement or the values in
 * it, which may be a learner's e-mail, phone or password hash.
 */
export function serializeErrorForLog(error: Error): Serialized {
  return scrub(stdSerializers.err(error) as unknown as Serialized);
}
