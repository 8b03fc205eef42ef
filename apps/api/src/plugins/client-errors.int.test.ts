import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@kaksha/shared';
import { startKeepAliveLoad } from '../../test/keep-alive-load';
import { createTestApp, type TestApp } from '../../test/harness';

// Requests node's parser refuses, on raw keep-alive sockets, while node:http keep-alive clients
// keep going: each refused request gets the API's JSON error with Connection: close and a clean
// end of the connection (no RST), and nobody else notices.

type RawResponse = { status: number; headers: Record<string, string>; body: string };

function parseResponses(buffer: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let offset = 0;
  for (;;) {
    const headEnd = buffer.indexOf('\r\n\r\n', offset);
    if (headEnd < 0) break;
    const [statusLine = '', ...lines] = buffer.toString('latin1', offset, headEnd).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    const end = headEnd + 4 + Number(headers['content-length']);
    if (!Number.isFinite(end) || buffer.length < end) break;
    responses.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: buffer.toString('utf8', headEnd + 4, end),
    });
    offset = end;
  }
  return responses;
}

async function writePieces(socket: net.Socket, pieces: string[]) {
  for (const [index, piece] of pieces.entries()) {
    if (socket.destroyed) return;
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    socket.write(piece);
  }
}

type Exchange = { responses: RawResponse[]; error?: string; isEndedByServer: boolean };

/**
 * One keep-alive connection: a good request, its answer, then `bad` (pieces are written a few ms
 * apart, as a client still sending); read until the server closes.
 */
function exchange(port: number, bad: string | string[]): Promise<Exchange> {
  return new Promise((resolve) => {
    // Half-open allowed, so the client's own sending does not stop at the server's FIN.
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const chunks: Buffer[] = [];
    let isBadSent = false;
    let isBadWritten = false;
    let isEndedByServer = false;
    let error: string | undefined;
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (!isBadSent && parseResponses(Buffer.concat(chunks)).length === 1) {
        isBadSent = true;
        // Like a client uploading, it keeps sending whatever the server says meanwhile.
        void writePieces(socket, typeof bad === 'string' ? [bad] : bad).then(() => {
          isBadWritten = true;
          if (isEndedByServer) socket.end();
        });
      }
    });
    socket.on('end', () => {
      isEndedByServer = true;
      if (isBadWritten) socket.end();
    });
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () =>
      resolve({ responses: parseResponses(Buffer.concat(chunks)), error, isEndedByServer }),
    );
    socket.write('GET /api/v1.5/courses HTTP/1.1\r\nHost: kaksha.test\r\n\r\n');
  });
}

const GOOD = 'GET /api/v1.5/courses HTTP/1.1\r\nHost: kaksha.test\r\n\r\n';
const CASES = [
  {
    name: 'headers over the limit',
    bad: `GET /api/v1.5/courses HTTP/1.1\r\nHost: kaksha.test\r\nX-Filler: ${'a'.repeat(256 * 1024)}\r\n\r\n`,
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    answeredBefore: 0,
  },
  {
    name: 'headers over the limit, still arriving',
    bad: [
      'GET /api/v1.5/courses HTTP/1.1\r\nHost: kaksha.test\r\nX-Filler: ',
      ...Array<string>(16).fill('b'.repeat(16 * 1024)),
      '\r\n\r\n',
    ],
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    answeredBefore: 0,
  },
  {
    name: 'an invalid HTTP version',
    bad: 'GET /api/v1.5/courses HTTP/9.9 please\r\nHost: kaksha.test\r\n\r\n',
    status: 400,
    code: 'MALFORMED_REQUEST',
    answeredBefore: 0,
  },
  {
    name: 'an invalid method',
    bad: 'G@T /api/v1.5/courses HTTP/1.1\r\nHost: kaksha.test\r\n\r\n',
    status: 400,
    code: 'MALFORMED_REQUEST',
    answeredBefore: 0,
  },
  {
    name: 'a broken chunked body',
    bad:
      'POST /api/v1.5/cart/quote HTTP/1.1\r\nHost: kaksha.test\r\nContent-Type: application/json\r\n' +
      'Transfer-Encoding: chunked\r\n\r\nZZZ\r\n{"courseIds":[]}\r\n0\r\n\r\n',
    status: 400,
    code: 'MALFORMED_REQUEST',
    answeredBefore: 0,
  },
  {
    name: 'garbage pipelined behind a good request',
    bad: `${GOOD}BREW /pot HTCPCP/1.0\r\n\r\n`,
    status: 400,
    code: 'MALFORMED_REQUEST',
    answeredBefore: 1,
  },
  {
    name: 'a broken chunked body, still arriving',
    bad: [
      'POST /api/v1.5/cart/quote HTTP/1.1\r\nHost: kaksha.test\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\n\r\n4000\r\n',
      'c'.repeat(16 * 1024),
      'not a chunk size\r\n',
      ...Array<string>(8).fill('d'.repeat(16 * 1024)),
    ],
    status: 400,
    code: 'MALFORMED_REQUEST',
    answeredBefore: 0,
  },
];

describe('requests the HTTP parser refuses', () => {
  let testApp: TestApp;
  let port: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answer each with the JSON error and Connection: close, end without a reset, and keep serving', async () => {
    const load = await startKeepAliveLoad({ port, ratePerSecond: 100, sockets: 4 });

    const rounds = 4;
    const results = await Promise.all(
      Array.from({ length: rounds }, () =>
        Promise.all(CASES.map(async (c) => ({ ...c, result: await exchange(port, c.bad) }))),
      ),
    );

    const problems: string[] = [];
    for (const { name, status, code, answeredBefore, result } of results.flat()) {
      const problem = (what: string) => problems.push(`${name}: ${what}`);
      if (result.error) problem(`socket error ${result.error}`);
      if (!result.isEndedByServer) problem('the server did not end the connection');
      // The good request that opened the connection, any good one pipelined, then the refusal.
      const statuses = result.responses.map((r) => r.status);
      const expected = [200, ...Array<number>(answeredBefore).fill(200), status];
      if (JSON.stringify(statuses) !== JSON.stringify(expected))
        problem(`statuses ${JSON.stringify(statuses)}, expected ${JSON.stringify(expected)}`);
      const refusal = result.responses.at(-1);
      if (!refusal || refusal.status !== status) continue;
      if (refusal.headers.connection !== 'close') problem('no Connection: close');
      if (!/^application\/json/.test(refusal.headers['content-type'] ?? ''))
        problem(`content-type ${refusal.headers['content-type']}`);
      const body = errorBodySchema.strict().safeParse(JSON.parse(refusal.body));
      if (!body.success) problem(`body ${refusal.body}`);
      else {
        if (body.data.statusCode !== status || body.data.code !== code || !body.data.message)
          problem(`body ${refusal.body}`);
        if (refusal.headers['x-request-id'] !== body.data.requestId)
          problem("X-Request-Id differs from the body's requestId");
      }
    }
    expect(problems).toEqual([]);

    const report = await load.stop();
    expect(report.failures).toEqual([]);
    expect(report.resets).toBe(0);
    expect(report.refused).toBe(0);
    expect(Object.keys(report.byStatus)).toEqual(['200']);
    expect(report.onOpenConnection.answered).toBe(report.sent);

    const after = await fetch(`http://127.0.0.1:${port}/api/v1.5/courses`);
    expect(after.status).toBe(200);
  });
});
