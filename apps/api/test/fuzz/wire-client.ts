import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import type { FuzzRequest, FuzzResponse } from './fuzz-request';

/**
 * Sends fuzz requests over real loopback HTTP: node:http with keep-alive for ordinary requests,
 * a raw socket (one per request, Connection: close) for what node:http refuses to write.
 */
export function createWireClient(
  baseUrl: string,
  options: { concurrency: number; timeoutMs: number },
) {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const freshAgent = new http.Agent({ keepAlive: false });

  function send(request: FuzzRequest, headers: Array<[string, string]>): Promise<FuzzResponse> {
    // The server closes the connection after refusing a body over its limit (413) without reading
    // it: node:http would report EPIPE instead of the answer, a raw socket reads the answer.
    const isRaw = request.wire || (request.body?.length ?? 0) > RAW_BODY_THRESHOLD;
    // node:http refuses to write some header values and paths: those go over a raw socket.
    return isRaw || !isWritableByNodeHttp(request, headers)
      ? sendRaw(request, headers)
      : sendHttp(request, headers).then((response) =>
          // A kept-alive socket the server closed meanwhile: Node's documented advice is to retry once.
          response.error === REUSED_SOCKET_RESET ? sendHttp(request, headers, false) : response,
        );
  }

  function sendHttp(
    request: FuzzRequest,
    headerPairs: Array<[string, string]>,
    mayReuse = true,
  ): Promise<FuzzResponse> {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of headerPairs) {
      const key = name.toLowerCase();
      const existing = headers[key];
      if (existing === undefined) headers[key] = value;
      else if (key === 'cookie') headers[key] = `${String(existing)}; ${value}`;
      else headers[key] = [...(Array.isArray(existing) ? existing : [existing]), value];
    }
    if (request.body) headers['content-length'] = String(request.body.length);
    return new Promise((resolve) => {
      let isSettled = false;
      const finish = (response: FuzzResponse) => {
        if (isSettled) return;
        isSettled = true;
        clearTimeout(timer);
        resolve(response);
      };
      const req = http.request(
        {
          host: base.hostname,
          port: base.port,
          method: request.method,
          path: request.target,
          headers,
          agent: mayReuse ? agent : freshAgent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            finish({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: decode(Buffer.concat(chunks), res.headers['content-encoding']),
              isTimedOut: false,
            }),
          );
          res.on('error', (error) => finish(failure(error.message)));
        },
      );
      const timer = setTimeout(() => {
        finish({ ...failure('no answer in time'), isTimedOut: true });
        req.destroy();
      }, options.timeoutMs);
      req.on('error', (error) =>
        req.reusedSocket && (error as NodeJS.ErrnoException).code === 'ECONNRESET'
          ? finish(failure(REUSED_SOCKET_RESET))
          : finish(
              failure(
                `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}${mayReuse ? '' : ' (retried on a new connection)'}${req.reusedSocket ? ' (reused socket)' : ' (new socket)'}`,
              ),
            ),
      );
      req.end(request.body);
    });
  }

  function sendRaw(
    request: FuzzRequest,
    headerPairs: Array<[string, string]>,
  ): Promise<FuzzResponse> {
    const wire = request.wire;
    const body = request.body ?? Buffer.alloc(0);
    const eol = wire?.kind === 'bare-lf' ? '\n' : '\r\n';
    const version = wire?.kind === 'http-1.0' ? 'HTTP/1.0' : 'HTTP/1.1';
    const target =
      wire?.kind === 'raw-path'
        ? wire.bytes
        : Buffer.from(
            wire?.kind === 'absolute-uri' ? `${base.origin}${request.target}` : request.target,
            'latin1',
          );
    const lines: Buffer[] = [
      Buffer.concat([Buffer.from(`${request.method} `), target, Buffer.from(` ${version}${eol}`)]),
    ];
    const header = (name: string, value: string | Buffer) =>
      lines.push(
        Buffer.concat([
          Buffer.from(`${name}: `),
          Buffer.from(value as string, 'latin1'),
          Buffer.from(eol),
        ]),
      );
    if (wire?.kind !== 'no-host') header('Host', base.host);
    header('Connection', 'close');
    for (const [name, value] of headerPairs) header(name, value);
    if (wire?.kind === 'header-bytes')
      header(wire.name, Buffer.concat([Buffer.from('x'), wire.bytes, Buffer.from('y')]));
    let payload = body;
    switch (wire?.kind) {
      case 'content-length-short':
        header('Content-Length', String(Math.max(0, body.length - 5)));
        break;
      case 'duplicate-content-length':
        header('Content-Length', String(body.length));
        header('Content-Length', String(body.length + 1));
        break;
      case 'chunked':
      case 'bad-chunked':
      case 'chunked-and-length':
        header('Transfer-Encoding', 'chunked');
        if (wire.kind === 'chunked-and-length') header('Content-Length', String(body.length));
        // One chunk with the body (none when it is empty), then the last chunk.
        payload = Buffer.concat([
          wire.kind === 'bad-chunked'
            ? Buffer.from(`zz${eol}`)
            : body.length
              ? Buffer.concat([
                  Buffer.from(`${body.length.toString(16)}${eol}`),
                  body,
                  Buffer.from(eol),
                ])
              : Buffer.alloc(0),
          Buffer.from(`0${eol}${eol}`),
        ]);
        break;
      case 'expect-continue':
        header('Expect', '100-continue');
        header('Content-Length', String(body.length));
        break;
      default:
        if (body.length || ['POST', 'PUT', 'PATCH'].includes(request.method))
          header('Content-Length', String(body.length));
    }
    const bytes = Buffer.concat([...lines, Buffer.from(eol), payload]);
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let isSettled = false;
      const socket = net.connect({ host: base.hostname, port: Number(base.port) });
      const finish = (response: FuzzResponse) => {
        if (isSettled) return;
        isSettled = true;
        clearTimeout(timer);
        socket.destroy();
        resolve(response);
      };
      const timer = setTimeout(
        () =>
          finish({
            ...parseRaw(Buffer.concat(chunks)),
            isTimedOut: true,
            error: 'no answer in time',
          }),
        options.timeoutMs,
      );
      socket.on('connect', () => socket.write(bytes));
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => finish(parseRaw(Buffer.concat(chunks))));
      socket.on('close', () => finish(parseRaw(Buffer.concat(chunks))));
      socket.on('error', (error) => {
        const parsed = parseRaw(Buffer.concat(chunks));
        finish(parsed.status ? parsed : failure(error.message));
      });
    });
  }

  return {
    send,
    close: () => {
      agent.destroy();
      freshAgent.destroy();
    },
  };
}

const RAW_BODY_THRESHOLD = 256 * 1024;

function isWritableByNodeHttp(request: FuzzRequest, headers: Array<[string, string]>): boolean {
  try {
    for (const [name, value] of headers) http.validateHeaderValue(name, value);
    return /^[\u0021-\u00ff]*$/.test(request.target) && /^[A-Z]+$/.test(request.method);
  } catch {
    return false;
  }
}
const REUSED_SOCKET_RESET = 'reset on a reused keep-alive socket';

function failure(error: string): FuzzResponse {
  return { status: 0, headers: {}, body: Buffer.alloc(0), error, isTimedOut: false };
}

function decode(body: Buffer, encoding: string | string[] | undefined): Buffer {
  try {
    if (encoding === 'gzip') return zlib.gunzipSync(body);
    if (encoding === 'br') return zlib.brotliDecompressSync(body);
    if (encoding === 'deflate') return zlib.inflateSync(body);
  } catch {
    return body;
  }
  return body;
}

/** A minimal HTTP/1.1 response parser (interim 1xx answers skipped, chunked bodies joined). */
export function parseRaw(data: Buffer): FuzzResponse {
  let rest = data;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0)
      return failure(rest.length ? 'unparseable answer' : 'connection closed without an answer');
    const head = rest.subarray(0, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '')?.[1] ?? 0);
    const headers: Record<string, string> = {};
    for (const line of head.slice(1)) {
      const at = line.indexOf(':');
      if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
    rest = rest.subarray(end + 4);
    if (status >= 100 && status < 200) continue;
    let body = rest;
    if (headers['transfer-encoding']?.includes('chunked')) body = unchunk(rest);
    else if (headers['content-length']) body = rest.subarray(0, Number(headers['content-length']));
    return { status, headers, body: decode(body, headers['content-encoding']), isTimedOut: false };
  }
}

function unchunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
