import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../src/infra/database/database';
import { registerErrorHandling } from '../src/plugins/errors';
import { createSandboxStore } from '../src/infra/payments/sandbox/sandbox-store';
import { createSandboxLinks } from '../src/infra/payments/sandbox/sandbox-links';
import { sandboxRoutes } from '../src/infra/payments/sandbox/sandbox.routes';

export type StandaloneSandbox = { url: string; close(): Promise<void> };

/**
 * The sandbox as a Razorpay of its own, in a separate server on its own (migrated) database: the
 * external provider of the fault tests, which keeps capturing payments and sending webhooks while
 * the app is down. Its pay endpoint takes the API key, as only a test drives it.
 */
export async function startStandaloneSandbox(options: {
  database: DatabaseHandle;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  webhookUrl: string;
  port?: number;
}): Promise<StandaloneSandbox> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, '');
  const expectedAuth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  let url = '';
  await app.register(sandboxRoutes, {
    store: createSandboxStore(options.database.db),
    links: createSandboxLinks(options.database.db, () => `${url}/l`),
    keyId: options.keyId,
    keySecret: options.keySecret,
    webhookSecret: options.webhookSecret,
    webhookUrl: () => options.webhookUrl,
    payUrl: '/pay',
    payerOf: (request) => (request.headers.authorization === expectedAuth ? null : false),
  });
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the sandbox is not listening');
  url = `http://127.0.0.1:${address.port}`;
  return { url, close: () => app.close() };
}
