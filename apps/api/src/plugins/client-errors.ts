import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import type { ErrorBody } from '@kaksha/shared';

/*
 * Requests node's HTTP parser refuses (headers over the limit, a broken request line or chunked
 * body, a request that never finished arriving) never reach Fastify's routes or error handler.
 * Fastify's default answer is a bare JSON body followed by socket.destroy(): with the rest of the
 * bad request still unread, the kernel answers with an RST, which can reach the client before the
 * response and throws it away (ECONNRESET). Here the answer is the API's error body with
 * `Connection: close`, the socket is ended (FIN) and what the client still sends is read and
 * dropped, so it can read the answer; the socket is destroyed if it has not closed after a while.
 */

/** How long a refused connection may keep sending before it is destroyed. */
const LINGER_MS = 2_000;

/** The dead parser reports again for every chunk it is fed afterwards; answer once. */
const answered = new WeakSet<Socket>();

type ClientErrorReply = Pick<ErrorBody, 'statusCode' | 'code' | 'message'>;

function describeClientError(code: string | undefined): ClientErrorReply | undefined {
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      statusCode: 431,
      code: 'HEADERS_TOO_LARGE',
      message: 'The request headers are too large.',
    };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return {
      statusCode: 408,
      code: 'REQUEST_TIMEOUT',
      message: 'The request did not arrive in time.',
    };
  if (code?.startsWith('HPE_'))
    return {
      statusCode: 400,
      code: 'MALFORMED_REQUEST',
      message: 'The request is not valid HTTP.',
    };
  return undefined;
}

function formatResponse(reply: ClientErrorReply, requestId: string): string {
  const body: ErrorBody = { ...reply, requestId };
  const json = JSON.stringify(body);
  return [
    `HTTP/1.1 ${reply.statusCode} ${STATUS_CODES[reply.statusCode]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    `X-Request-Id: ${requestId}`,
    'Connection: close',
    '',
    json,
  ].join('\r\n');
}

function answerAndLinger(socket: Socket, response: string) {
  if (socket.destroyed || !socket.writable) return socket.destroy();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  socket.end(response);
  // Keep reading (and dropping) what the client still sends: unread input makes close() an RST.
  socket.resume();
}

/** Fastify's `clientErrorHandler` (called with the Fastify instance as `this`). */
export function handleClientError(
  this: FastifyInstance | undefined,
  error: ConnectionError,
  socket: Socket,
) {
  if (answered.has(socket)) return;
  const reply = describeClientError(error.code);
  // ECONNRESET, EPIPE and other socket errors: the peer is gone, nothing to answer.
  if (!reply || socket.destroyed) return socket.destroy();
  answered.add(socket);

  const requestId = randomUUID();
  // Not the error itself: its rawPacket holds the refused bytes, cookies and all.
  this?.log.debug(
    { code: error.code, reason: error.message, requestId },
    'refused a request the HTTP parser could not read',
  );
  const response = formatResponse(reply, requestId);

  // A response under way for an earlier, whole request on this connection goes out first: the
  // client expects answers in order. When the bad part is that request's own body (a broken
  // chunk), the answer is ours and replaces it; the app sees its request aborted.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  const isEarlierAnswerPending =
    inFlight && !inFlight.writableFinished && (inFlight.headersSent || inFlight.req.complete);
  if (isEarlierAnswerPending) inFlight.once('close', () => answerAndLinger(socket, response));
  else answerAndLinger(socket, response);
}
