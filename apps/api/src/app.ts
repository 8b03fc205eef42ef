import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { PUBLIC } from './core/access';
import { badRequest } from './core/app-error';
import type { Config } from './core/config';
import type { DatabaseHandle } from './infra/database/database';
import { databaseWarnings } from './infra/database/client';
import { serializeErrorForLog } from './infra/logging/error-log';
import { lazyChildLoggerFactory } from './infra/logging/lazy-request-logger';
import { redactRequestUrl } from './infra/logging/redact-url';
import {
  createHumanLogStream,
  dropListeningLines,
  RequestLogController,
} from './infra/logging/request-log';
import { SANDBOX_PREFIX } from './infra/payments/payment-setup';
import { sandboxRoutes } from './infra/payments/sandbox/sandbox.routes';
import { declareScopeAccess, registerAccessPolicy } from './plugins/access-policy';
import { handleClientError } from './plugins/client-errors';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerRequestMetrics } from './plugins/metrics';
import { registerSecurity } from './plugins/security';
import { registerStaticWeb } from './plugins/static-web';
import { auditRoutes } from './modules/audit';
import { accountRoutes, authRoutes } from './modules/auth';
import { callBacksRoutes } from './modules/callbacks';
import { batchesRoutes } from './modules/batches';
import { batchRostersRoutes } from './modules/batch-rosters';
import { schedulesRoutes } from './modules/schedules';
import { cartRoutes } from './modules/cart';
import { catalogRoutes, createCoursePageHeads } from './modules/catalog';
import { couponsRoutes } from './modules/coupons';
import { registrationsRoutes } from './modules/event-registrations';
import { createEventPageHeads, eventsRoutes } from './modules/events';
import { exportsRoutes } from './modules/exports';
import { paymentsRoutes } from './modules/payments';
import { invoicesRoutes } from './modules/invoices';
import { refundRequestsRoutes } from './modules/refund-requests';
import { paymentLinksRoutes } from './modules/payment-links';
import { gstReturnsRoutes } from './modules/gst-returns';
import { salesRoutes } from './modules/sales';
import { systemRoutes } from './modules/system';
import { uploadsRoutes } from './modules/uploads';
import { consentsRoutes, usersRoutes } from './modules/users';
import { recoveryRoutes } from './modules/recovery';
import { declareJobs, startJobs } from './jobs';
import { prepareDatabase } from './prepare-database';
import { createServices, type Services } from './services';

export type BuildOptions = {
  /** An open, migrated database; without one buildApp opens the configured one and closes it with the app. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Run the payment reconciler on a timer (the server does; tests call it directly). */
  runBackgroundJobs?: boolean;
  /** True once the server has begun draining for shutdown: /ready answers 503 from then on. */
  isDraining?: () => boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

export function buildLoggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    serializers: {
      err: serializeErrorForLog,
      // Fastify's request fields, with tokens and personal filter values in the URL blanked.
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactRequestUrl(req.url, req.routeOptions?.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-razorpay-signature"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.access_token',
        '*.refreshToken',
        '*.razorpay_signature',
        '*.signature',
      ],
      censor: '[redacted]',
    },
    hooks: { logMethod: dropListeningLines },
    // JSON lines for a log shipper in production; short human lines on a developer's console.
    ...(config.isProduction ? {} : { stream: createHumanLogStream() }),
  };
}

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? buildLoggerOptions(config),
    // One line per request (method, URL, status, time, request id), not Fastify's two.
    logController: new RequestLogController(),
    // A request's child logger is made only if something logs through it (lib/lazy-request-logger.ts).
    childLoggerFactory: lazyChildLoggerFactory,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY ?? false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
        ? incoming
        : randomUUID();
    },
    frameworkErrors: answerFrameworkError,
    // Requests on open connections during close() are served (with Connection: close), not 503.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    clientErrorHandler: handleClientError,
    routerOptions: { ignoreTrailingSlash: true },
    // Node would answer a Host-less HTTP/1.1 request itself, with an empty 400; the hook below
    // gives the same refusal the API's error body.
    http: { requireHostHeader: false },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await prepareDatabase(config));
  // Confirmation e-mails and refunds still under way finish while the server still answers (a
  // sandbox refund is a request to this very server), then the mailer and the database close.
  app.addHook('preClose', async () => {
    if (app.hasDecorator('services')) await app.services.settlement.drain();
    if (app.hasDecorator('services')) await app.services.accountMail.drain();
    if (app.hasDecorator('services')) await app.services.checkoutRecovery.drain();
  });
  app.addHook('onClose', async () => {
    if (app.hasDecorator('services')) await app.services.invalidations.close();
    if (app.hasDecorator('services')) await app.services.rateLimiter.close();
    if (app.hasDecorator('services')) await app.services.settlement.close();
    if (!options.database) await database.close();
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined)
      return done(badRequest('An HTTP/1.1 request needs a Host header.', 'MISSING_HOST'));
    done();
  });

  registerErrorHandling(app, config.API_BASE_PATH);
  await registerSecurity(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie, { secret: config.cookieSecret });
  app.decorateRequest('caller', null);
  await app.register(formbody);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kaksha API',
        version: '1.5.0',
        description: 'Accounts, catalogue, cart, coupons, payments, events.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // A one-minute ticket for one file (POST /v1.5/exports/tickets), for native downloads.
          downloadTicket: { type: 'apiKey', in: 'query', name: 'ticket' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  for (const warning of await databaseWarnings(database)) app.log.warn(warning);
  const services = createServices(config, database, app);
  app.decorate('services', services);
  // Listening before the first request, so no change made meanwhile goes unheard (ADR 0011).
  await services.invalidations.start();
  registerAccessPolicy(app, services.guard);
  if (config.METRICS_TOKEN) registerRequestMetrics(app, services.metrics);
  await app.register(async (docs) => {
    declareScopeAccess(docs, PUBLIC);
    await docs.register(swaggerUi, { routePrefix: `${config.API_BASE_PATH}/docs` });
  });
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = config;
    // A refusal (someone else's account) ends the start: what was opened is closed first.
    await services.auth.ensureAdmin(ADMIN_EMAIL, ADMIN_PASSWORD).catch(async (error: unknown) => {
      await app.close();
      throw error;
    });
  }
  const {
    catalog,
    auth,
    users,
    sessionCookie,
    google,
    coupons,
    pricing,
    cart,
    payments,
    handleWebhook,
  } = services;

  await app.register(
    async (api) => {
      await api.register(systemRoutes, {
        database,
        isDraining: options.isDraining ?? (() => false),
        metrics: config.METRICS_TOKEN
          ? { token: config.METRICS_TOKEN, exposition: services.metrics }
          : undefined,
      });
      await api.register(catalogRoutes, { catalog });
      await api.register(authRoutes, { config, auth, sessionCookie, google });
      await api.register(accountRoutes, {
        recovery: services.recovery,
        verification: services.verification,
        passwordChange: services.passwordChange,
        sessionCookie,
      });
      await api.register(usersRoutes, { users, dataRights: services.dataRights });
      await api.register(consentsRoutes, { consents: services.consents });
      await api.register(recoveryRoutes, { recovery: services.checkoutRecovery });
      await api.register(couponsRoutes, {
        coupons,
        pricedItems: (courseIds) => pricing.pricedItems(courseIds),
      });
      await api.register(cartRoutes, { cart, pricing });
      await api.register(paymentsRoutes, { payments, handleWebhook });
      await api.register(eventsRoutes, { events: services.events });
      await api.register(uploadsRoutes, {
        uploads: services.uploads,
        isEventFileKey: (key) => services.events.isEventFileKey(key),
      });
      await api.register(registrationsRoutes, { registrations: services.registrations });
      await api.register(auditRoutes, { audit: services.audit });
      await api.register(salesRoutes, { sales: services.sales });
      await api.register(callBacksRoutes, { callBacks: services.callBacks });
      await api.register(batchesRoutes, { batches: services.batches });
      await api.register(batchRostersRoutes, { rosters: services.rosters });
      await api.register(invoicesRoutes, { database, invoicing: services.invoicing });
      await api.register(refundRequestsRoutes, { refundRequests: services.refundRequests });
      await api.register(paymentLinksRoutes, { paymentLinks: services.paymentLinks });
      await api.register(gstReturnsRoutes, { gstReturns: services.gstReturns });
      await api.register(schedulesRoutes, { schedules: services.schedules });
      await api.register(exportsRoutes, {
        tickets: services.tickets,
        callers: services.callers,
        apiBasePath: config.API_BASE_PATH,
      });
      if (services.payment.sandbox)
        await api.register(sandboxRoutes, { ...services.payment.sandbox, prefix: SANDBOX_PREFIX });
    },
    { prefix: config.API_BASE_PATH },
  );

  if (options.runBackgroundJobs) startJobs(app, declareJobs(config, services, app.log));

  await registerStaticWeb(app, {
    webDistDir: config.webDistDir,
    apiBasePath: config.API_BASE_PATH,
    publicUrl: config.publicUrl,
    shellPageHeads: createEventPageHeads(services.events, config.publicUrl),
    prerenderedHeads: createCoursePageHeads(services.catalogCache, config.publicUrl),
    listDynamicPages: () => services.events.listOpenEventPaths(),
  });
  return app;
}
