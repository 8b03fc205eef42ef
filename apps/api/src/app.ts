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
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { prepareDatabase } from './db/prepare';
import { badRequest } from './lib/app-error';
import { serializeErrorForLog } from './lib/error-log';
import { declareScopeAccess, PUBLIC, registerAccessPolicy } from './plugins/access-policy';
import { handleClientError } from './plugins/client-errors';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerStaticWeb } from './plugins/static-web';
import { registerRequestMetrics } from './plugins/metrics';
import { createHumanLogStream, dropListeningLines, RequestLogController } from './lib/request-log';
import { lazyChildLoggerFactory } from './lib/lazy-request-logger';
import { createServices, type Services } from './services';
import { authRoutes } from './modules/auth/auth.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { registrationsRoutes } from './modules/events/registrations.routes';
import { usersRoutes } from './modules/users/users.routes';
import { sandboxRoutes } from './payments/providers/sandbox/sandbox.routes';
import { SANDBOX_PREFIX } from './payments/payment-setup';
import { systemRoutes } from './modules/system/system.routes';
import { isEventFileKey } from './modules/events/events.repository';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { createEventPageHeads } from './modules/events/event-page-head';
import { createCoursePageHeads } from './modules/catalog/course-page-head';
import { eventsRoutes } from './modules/events/events.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { exportsRoutes } from './modules/exports/exports.routes';
import { redactTicket } from './modules/exports/download-tickets';
import { salesRoutes } from './modules/sales/sales.routes';
import { callBacksRoutes } from './modules/callbacks/callbacks.routes';
import { startEventReminders } from './modules/events/event-reminders';
import { startRetention } from './modules/retention/retention';
import { scheduleRounds } from './lib/job-schedule';
import type { ReconcileOptions } from './modules/payments/reconciler';

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
      // Fastify's request fields, with a download ticket in the URL blanked.
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactTicket(req.url),
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
  await app.register(cookie, { secret: config.jwtSecret });
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
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });

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
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD)
    await services.auth.ensureAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
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
      await api.register(usersRoutes, { users });
      await api.register(couponsRoutes, { coupons, pricing });
      await api.register(cartRoutes, { cart, pricing });
      await api.register(paymentsRoutes, { payments, handleWebhook });
      await api.register(eventsRoutes, { events: services.events });
      await api.register(uploadsRoutes, {
        uploads: services.uploads,
        isEventFileKey: (key) => isEventFileKey(database.db, key),
        config,
      });
      await api.register(registrationsRoutes, { registrations: services.registrations, config });
      await api.register(auditRoutes, { audit: services.audit });
      await api.register(salesRoutes, { sales: services.sales });
      await api.register(callBacksRoutes, { callBacks: services.callBacks });
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

  // With payments off there is no provider to ask: the reconciler would only log its refusal.
  if (
    options.runBackgroundJobs &&
    config.RECONCILE_INTERVAL_SECONDS > 0 &&
    config.payments !== 'off'
  )
    startReconciler(app, config);
  if (options.runBackgroundJobs && config.EVENT_REMINDER_INTERVAL_SECONDS > 0)
    startEventReminders(app, config.EVENT_REMINDER_INTERVAL_SECONDS);
  if (options.runBackgroundJobs && config.RETENTION_INTERVAL_SECONDS > 0)
    startRetention(app, config.RETENTION_INTERVAL_SECONDS);

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

function startReconciler(app: FastifyInstance, config: Config) {
  const options = {
    pendingAfterSeconds: config.PENDING_ORDER_SECONDS,
    expireAfterSeconds: config.ORDER_EXPIRY_SECONDS,
  };
  scheduleRounds(app, config.RECONCILE_INTERVAL_SECONDS, (isFirst) => {
    // At start nothing in this process is sending refunds yet: the pending ones (a crash) go at once.
    const extra: Partial<ReconcileOptions> = isFirst ? { refundRetryAfterSeconds: 0 } : {};
    const roundDone = app.services.metrics.startReconcileRound();
    return app.services.reconciler.runOnce({ ...options, ...extra }).then(
      (report) => {
        roundDone(report);
        if (report.checked) app.log.info({ report }, 'reconciled pending orders');
      },
      (error: unknown) => {
        roundDone();
        app.log.warn({ err: error }, 'reconcile round failed');
      },
    );
  });
}
