import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLoggerFactory } from './lazy-request-logger';
import { RequestLogController } from './request-log';

/** A Fastify app logging as the API does (redaction, one line per request) into an array. */
async function appWithLog(level = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  let children = 0;
  const app = Fastify({
    logger: {
      level,
      redact: { paths: ['*.password'], censor: '[redacted]' },
      stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
      onChild: () => void (children += 1),
    },
    logController: new RequestLogController(),
    childLoggerFactory: lazyChildLoggerFactory,
    genReqId: (request) => String(request.headers['x-request-id'] ?? 'no-id'),
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/chatty', async (request) => {
    request.log.warn({ detail: { password: 'hunter2' } }, 'something to say');
    return { ok: true };
  });
  app.get('/fails', async () => {
    throw Object.assign(new Error('boom'), { statusCode: 500 });
  });
  await app.ready();
  return { app, lines, children: () => children };
}

describe('lazy request loggers', () => {
  it('gives a request that logs nothing else no child logger, and its line its id', async () => {
    const { app, lines, children } = await appWithLog();
    await app.inject('/quiet'); // the first line makes the one line logger
    const before = children();
    const response = await app.inject({
      url: '/quiet?ticket=abc',
      headers: { 'x-request-id': 'r-12345678' },
    });
    expect(response.statusCode).toBe(200);
    expect(children()).toBe(before);
    expect(lines.at(-1)).toMatchObject({
      reqId: 'r-12345678',
      method: 'GET',
      url: '/quiet?ticket=[redacted]',
      statusCode: 200,
      msg: 'request',
    });
  });

  it("makes the child on first use, bound to the request's id and still redacting", async () => {
    const { app, lines, children } = await appWithLog();
    await app.inject('/quiet');
    const before = children();
    await app.inject({ url: '/chatty', headers: { 'x-request-id': 'r-chatty-1' } });
    expect(children()).toBe(before + 1);
    const said = lines.find((line) => line.msg === 'something to say');
    expect(said).toMatchObject({ reqId: 'r-chatty-1', detail: { password: '[redacted]' } });
    expect(lines.at(-1)).toMatchObject({ reqId: 'r-chatty-1', url: '/chatty', msg: 'request' });
  });

  it("logs a handler's error through the request's child, with its id", async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ url: '/fails', headers: { 'x-request-id': 'r-fails-1' } });
    expect(lines.find((line) => line.level === 50)).toMatchObject({ reqId: 'r-fails-1' });
    expect(lines.at(-1)).toMatchObject({ reqId: 'r-fails-1', statusCode: 500, msg: 'request' });
  });

  it('above info, writes nothing for a request and makes no child', async () => {
    const { app, lines, children } = await appWithLog('warn');
    const before = children();
    await app.inject('/quiet');
    expect(lines).toEqual([]);
    expect(children()).toBe(before);
  });
});
