import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { redactRequestUrl } from './redact-url';

/*
 * One log line per request, and a console that reads like one.
 *
 * Fastify logs each request twice ("incoming request", then "request completed") with nested
 * req/res objects. Its LogController is the documented place to change that: the incoming line is
 * dropped and the completed one carries method, URL, status and time next to the request id. In
 * production the lines stay JSON for a log shipper; elsewhere `createHumanLogStream` turns each
 * JSON record back into a short line (pino-pretty would be one more dependency for ten lines).
 */

/** The `msg` of the one line per request. */
export const REQUEST_LOG_MESSAGE = 'request';

/**
 * Fastify logs "Server listening at ..." once per address; the start banner says the same. The
 * server passes this text as `listenTextResolver`, and the logger drops exactly that message.
 */
export const LISTEN_LOG_MARKER = 'listening (see the start banner)';

/** The levels at which an info line is written. */
const LOGS_INFO = new Set(['trace', 'debug', 'info']);

export class RequestLogController extends LogController {
  /** Per app logger, the one that writes request lines (see `lineLogger`). */
  #lineLoggers = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // Nothing to build when the line would be dropped (LOG_LEVEL above info and no error).
    if (!error && !LOGS_INFO.has(reply.log.level)) return;
    const line = {
      reqId: request.id,
      method: request.method,
      url: redactRequestUrl(request.url, request.routeOptions.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, REQUEST_LOG_MESSAGE);
    else this.lineLogger(request.server.log).info(line, REQUEST_LOG_MESSAGE);
  }

  /**
   * A successful request's line holds nothing secret (tokens and filter values in the URL are blanked
   * above), so it is written by a child without the app's wildcard redaction, which passes every
   * field of every line through the redactor (~2 µs a line). The request id is a field of its own,
   * so the request's child logger is not needed for it (lazy-request-logger.ts).
   */
  private lineLogger(root: FastifyBaseLogger): FastifyBaseLogger {
    let logger = this.#lineLoggers.get(root);
    if (!logger) {
      logger = root.child({}, { redact: [] });
      this.#lineLoggers.set(root, logger);
    }
    return logger;
  }
}

/** pino's `hooks.logMethod`: drops Fastify's listening lines (see LISTEN_LOG_MARKER). */
export function dropListeningLines(
  this: unknown,
  args: unknown[],
  method: (...args: unknown[]) => void,
): void {
  if (args[0] === LISTEN_LOG_MARKER) return;
  method.apply(this, args);
}

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** pino's own fields, and the request line's: not repeated as key=value. */
const OMITTED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);
const REQUEST_FIELDS = new Set(['method', 'url', 'statusCode', 'responseTime', 'remoteAddress']);

const clock = (time: unknown) =>
  new Date(typeof time === 'number' ? time : Date.now()).toTimeString().slice(0, 8);

function describeValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * One pino JSON record as a human line: `12:04:05 GET /api/v1.5/courses 200 2.4 ms <request id>`
 * for a request, `12:04:05 WARN message key=value ...` (and the error's stack) for anything else.
 */
export function formatLogRecord(json: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json);
  } catch {
    return json;
  }
  const time = clock(record.time);
  const level = LEVELS[Number(record.level)] ?? 'INFO';
  if (record.msg === REQUEST_LOG_MESSAGE && typeof record.method === 'string') {
    const prefix = level === 'INFO' ? '' : `${level} `;
    return `${time} ${prefix}${record.method} ${record.url} ${record.statusCode} ${record.responseTime} ms ${record.reqId ?? '-'}`;
  }
  const fields = Object.entries(record)
    .filter(([key]) => !OMITTED.has(key) && !REQUEST_FIELDS.has(key))
    .map(([key, value]) => `${key}=${describeValue(value)}`);
  if (record.reqId) fields.push(`reqId=${describeValue(record.reqId)}`);
  const err = record.err as { stack?: string; message?: string } | undefined;
  const stack = err ? `\n    ${(err.stack ?? err.message ?? '').split('\n').join('\n    ')}` : '';
  return `${time} ${level} ${record.msg ?? ''}${fields.length ? ` ${fields.join(' ')}` : ''}${stack}`;
}

/** A pino destination writing human lines to `out` (stdout by default). */
export function createHumanLogStream(out: { write(text: string): unknown } = process.stdout) {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line) out.write(`${formatLogRecord(line)}\n`);
    },
  };
}
