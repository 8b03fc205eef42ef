import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { createInvalidationBus } from './lib/invalidation-bus';
import { createRateLimiter } from './lib/rate-limiter';
import { createAuthGuard } from './plugins/auth-guard';
import { setUpPayments } from './payments/payment-setup';
import { createAccessTokens } from './modules/auth/access-token';
import { createAuthService } from './modules/auth/auth.service';
import { createDeviceCookies } from './modules/auth/device-cookie';
import { createGoogleSignIn } from './modules/auth/google-sign-in';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { createRefreshTokenStore } from './modules/auth/refresh-tokens';
import { createSessionCookie } from './modules/auth/session-cookie';
import { createCartPricing } from './modules/cart/cart-pricing';
import { createCartService } from './modules/cart/cart.service';
import { createCatalogCache } from './modules/catalog/catalog-cache';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createCallBacksService } from './modules/callbacks/callbacks.service';
import { createCouponsService } from './modules/coupons/coupons.service';
import { createMailer } from './modules/mail/mailer';
import { createPaymentsService } from './modules/payments/payments.service';
import { createReconciler } from './modules/payments/reconciler';
import { createRefunds } from './modules/payments/refunds';
import { createRetention } from './modules/retention/retention';
import { createEventReminders } from './modules/events/event-reminders';
import { createRegistrationsService } from './modules/events/registrations.service';
import { createSettlement } from './modules/payments/settlement';
import { createWebhookHandler } from './modules/payments/webhooks';
import { createEventsService } from './modules/events/events.service';
import { createAuditService } from './modules/audit/audit.service';
import { createObjectStorage } from './modules/uploads/object-storage';
import { createUploadsService } from './modules/uploads/uploads.service';
import { createCallerCache } from './modules/users/caller-cache';
import { createDownloadTickets } from './modules/exports/download-tickets';
import { createSalesService } from './modules/sales/sales.service';
import { createUsersService } from './modules/users/users.service';
import { createMetrics } from './plugins/metrics';

/** Composes the modules: each gets the database and the other services it needs, nothing more. */
export function createServices(config: Config, database: DatabaseHandle, app: FastifyInstance) {
  const { db } = database;
  const log = app.log;
  const accessTokens = createAccessTokens(config.jwtSecret);
  // One LISTEN connection per instance tells every cache what other instances changed (ADR 0011).
  const invalidations = createInvalidationBus(database, log);
  const callers = createCallerCache(db, { bus: invalidations });
  const tickets = createDownloadTickets(config.jwtSecret);
  // Counters in PostgreSQL, or in Redis with REDIS_URL (ADR 0011).
  const rateLimiter = createRateLimiter(db, {
    redisUrl: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX,
    log,
  });
  // Counted always (a few increments per payment); exposed and timed per request with METRICS_TOKEN.
  const metrics = createMetrics(database);
  const coupons = createCouponsService({
    db,
    rateLimiter,
    bus: invalidations,
    attemptsPerMinute: config.COUPON_ATTEMPTS_PER_MINUTE,
  });
  const catalogCache = createCatalogCache(db, { bus: invalidations });
  const pricing = createCartPricing({ db, coupons, catalog: catalogCache });
  const payment = setUpPayments(config, app, db);
  const mailer = createMailer(config);
  const refunds = createRefunds({ db, provider: payment.provider, mailer, log, metrics });
  const settlement = createSettlement({ db, mailer, refunds, log, metrics });
  // Event images: uploaded through a presigned URL, published as WebP when an event is saved.
  const uploads = createUploadsService({ storage: createObjectStorage(config), config });
  return {
    metrics,
    invalidations,
    rateLimiter,
    catalogCache,
    catalog: createCatalogService(db, catalogCache, invalidations),
    guard: createAuthGuard({ callers, accessTokens, tickets }),
    tickets,
    callers,
    auth: createAuthService({
      db,
      accessTokens,
      refreshTokens: createRefreshTokenStore(db, config.jwtSecret),
      loginThrottle: createLoginThrottle(rateLimiter),
      deviceCookies: createDeviceCookies(config.jwtSecret),
      bus: invalidations,
    }),
    users: createUsersService(db, invalidations),
    sessionCookie: createSessionCookie(config),
    google: createGoogleSignIn(config, db),
    coupons,
    pricing,
    cart: createCartService({ db, pricing }),
    payment,
    settlement,
    payments: createPaymentsService({
      db,
      provider: payment.provider,
      pricing,
      settlement,
      checkoutScript: payment.checkoutScript,
      metrics,
    }),
    handleWebhook: createWebhookHandler({
      db,
      provider: payment.provider,
      settlement,
      log,
      metrics,
    }),
    refunds,
    registrations: createRegistrationsService({ db, mailer, config, log }),
    eventReminders: createEventReminders({ db, mailer, log, publicUrl: config.publicUrl }),
    retention: createRetention({ database }),
    uploads,
    events: createEventsService({ db, images: uploads, bus: invalidations }),
    audit: createAuditService(database),
    sales: createSalesService(database),
    callBacks: createCallBacksService({
      database,
      rateLimiter,
      limits: {
        perAddressPerHour: config.CALL_BACK_REQUESTS_PER_HOUR,
        perMobilePerDay: config.CALL_BACK_REQUESTS_PER_MOBILE_PER_DAY,
      },
    }),
    reconciler: createReconciler({
      database,
      provider: payment.provider,
      settlement,
      refunds,
      log,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
