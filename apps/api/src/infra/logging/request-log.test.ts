import { describe, expect, it } from 'vitest';
import { formatLogRecord, LISTEN_LOG_MARKER, dropListeningLines } from './request-log';

const at = new Date(2026, 0, 31, 14, 5, 9).getTime();

describe('formatLogRecord (development console)', () => {
  it('writes a request as method, URL, status, milliseconds and request id', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'h',
      reqId: 'req-12345678',
      method: 'GET',
      url: '/api/v1.5/courses',
      statusCode: 200,
      responseTime: 2.4,
      remoteAddress: '127.0.0.1',
      msg: 'request',
    });
    expect(formatLogRecord(line)).toBe('14:05:09 GET /api/v1.5/courses 200 2.4 ms req-12345678');
  });

  it('writes other records with their level, fields and the error stack', () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      pid: 1,
      hostname: 'h',
      reqId: 'req-12345678',
      orderId: 'o-1',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at here' },
      msg: 'order confirmation e-mail failed',
    });
    expect(formatLogRecord(line)).toBe(
      '14:05:09 ERROR order confirmation e-mail failed orderId=o-1 reqId=req-12345678\n    Error: boom\n        at here',
    );
  });

  it('passes a line that is not JSON through unchanged', () => {
    expect(formatLogRecord('plain text')).toBe('plain text');
  });
});

describe('dropListeningLines', () => {
  it("drops only Fastify's listening message", () => {
    const logged: unknown[][] = [];
    const method = (...args: unknown[]) => void logged.push(args);
    dropListeningLines.call(null, [LISTEN_LOG_MARKER], method);
    dropListeningLines.call(null, [{ a: 1 }, 'kept'], method);
    expect(logged).toEqual([[{ a: 1 }, 'kept']]);
  });
});
