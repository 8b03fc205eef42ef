import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { undocumentedAnswers, watchDocumentedAnswers } from './documented-answers';

// The check every API test file ends with must be able to fail.
describe('watchDocumentedAnswers', () => {
  afterEach(() => undocumentedAnswers.clear());

  it('notes a 4xx the route does not document, and not one it does', async () => {
    const app = Fastify();
    watchDocumentedAnswers(app);
    const schema = { response: { 200: { type: 'object' }, 404: { type: 'object' } } };
    app.get('/teapot', { schema }, async (_request, reply) => reply.code(418 as 200).send({}));
    app.get('/missing', { schema }, async (_request, reply) => reply.code(404).send({}));
    await app.inject('/teapot');
    await app.inject('/missing');
    expect([...undocumentedAnswers]).toEqual(['418 GET /teapot']);
    await app.close();
  });
});
