import type { FastifyInstance } from 'fastify';
import type { Config } from './core/config';
import type { DatabaseHandle } from './infra/database/database';
import { createInvalidationBus } from './infra/invalidation/invalidation-bus';
import { createMailer } from './infra/mail/mailer';
import { setUpPayments } from './infra/payments/payment-setup';
import { createRateLimiter } from './infra/rate-limit/rate-limiter';
import { createDownloadTickets } from './infra/staff-lists/download-tickets';
import { createObjectStorage } from './infra/storage/object-storage';
import { createAuthGuard } from './plugins/auth-guard';
import { createMetrics } from './plugins/metrics';
import { createAuditService, recordAudit } from './modules/audit';
import {
  createAccessTokens,
  createAccountMailLimit,
  createAccountRecovery,
  createBackgroundMail,
  createEmailVerification,
  createPasswordChange,
  createAuthService,
  createDeviceCookies,
  createGoogleSignIn,
  createLoginThrottle,
  createRefreshTokenStore,
  createSessionCookie,
  createSessionCache,
  createSignupLimit,
  deleteAuthRowsOf,
  verifyPassword,
} from './modules/auth';
import { createCallBacksService } from './modules/callbacks';
import { createBatchesService } from './modules/batches';
import { createBatchRostersService } from './modules/batch-rosters';
import { createSchedulesService } from './modules/schedules';
import { createSessionNotices, recordSessionChange } from './modules/session-notices';
import { createCartPricing, createCartService } from './modules/cart';
import { createCatalogCache, createCatalogService } from './modules/catalog';
import { createCouponsService } from './modules/coupons';
import {
  createEventReminders,
  createRegistrationsService,
  registrationCounts,
} from './modules/event-registrations';
import { createEventsService } from './modules/events';
import {
  createPaymentsService,
  createReconciler,
  createRefunds,
  createSettlement,
  createWebhookHandler,
  listCouponRedemptions,
} from './modules/payments';
import { createRetention } from './modules/retention';
import { createPaymentLinksService } from './modules/payment-links';
import { createSalesService } from './modules/sales';
import { createUploadsService } from './modules/uploads';
import { createCallerCache, createDataRights, createUsersService } from './modules/users';
import { auditLog } from './modules/audit';
import { callBackRequests } from './modules/callbacks';
import { cartItems, carts } from './modules/cart';
import { eventRegistrations } from './modules/event-registrations';
import { createInvoicing } from './modules/invoices';
import { createGstReturnsService } from './modules/gst-returns';
import { createRefundAftermath, createRefundRequestsService } from './modules/refund-requests';
import { enrolments, orderItems, orders, refunds as refundRows } from './modules/payments';

/** Composes the modules: each factory gets one deps object with only what it uses. */
export function createServices(config: Config, database: DatabaseHandle, app: FastifyInstance) {
  const { db } = database;
  const log = app.log;
  const accessTokens = createAccessTokens(config.jwtSecret);

  // One LISTEN connection per instance tells every cache what other instances changed (ADR 0011).
  const invalidations = createInvalidationBus(database, log);
  const callers = createCallerCache({ db, bus: invalidations });
  const sessions = createSessionCache({ db, bus: invalidations });
  const refreshTokens = createRefreshTokenStore({
    db,
    jwtSecret: config.jwtSecret,
    bus: invalidations,
    sessionMaxDays: config.SESSION_MAX_DAYS,
  });
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
    listRedemptions: (couponId, page) => listCouponRedemptions(db, couponId, page),
  });
  const catalogCache = createCatalogCache({ db, bus: invalidations });
  const pricing = createCartPricing({ db, coupons, catalog: catalogCache });
  const payment = setUpPayments(config, app, db);
  const mailer = createMailer(config);
  // Account e-mails (verification, reset) go after the answer; drained at close.
  const accountMail = createBackgroundMail({ mailer, log });
  const admitAccountMail = createAccountMailLimit(rateLimiter);
  const loginThrottle = createLoginThrottle(rateLimiter);
  const verification = createEmailVerification({
    db,
    mail: accountMail,
    admitMail: admitAccountMail,
    publicUrl: config.publicUrl,
  });
  const invoicing = createInvoicing({ seller: config.seller });
  // A processed refund of a request ends the access it bought and gets its credit note.
  const refunds = createRefunds({
    db,
    provider: payment.provider,
    mailer,
    log,
    metrics,
    onProcessed: createRefundAftermath({ invoicing, metrics }),
  });
  const refundRequests = createRefundRequestsService({ database, refunds, mailer, log, metrics });
  const settlement = createSettlement({
    db,
    mailer,
    refunds,
    log,
    metrics,
    invoices: invoicing.issuer,
  });
  const recovery = createAccountRecovery({
    db,
    bus: invalidations,
    refreshTokens,
    mail: accountMail,
    admitMail: admitAccountMail,
    publicUrl: config.publicUrl,
  });
  const paymentLinks = createPaymentLinksService({
    db,
    provider: payment.provider,
    pricing,
    settlement,
    mailer,
    log,
    publicUrl: config.publicUrl,
    apiBasePath: config.API_BASE_PATH,
    welcome: (user) => recovery.welcomeAfterPurchase(user),
  });
  // Event images: uploaded through a presigned URL, published as WebP when an event is saved.
  const uploads = createUploadsService({ storage: createObjectStorage(config), config });
  const events = createEventsService({
    database,
    images: uploads,
    bus: invalidations,
    registrationCounts,
  });
  return {
    accountMail,
    passwordChange: createPasswordChange({
      db,
      bus: invalidations,
      accessTokens,
      refreshTokens,
      loginThrottle,
      mail: accountMail,
    }),
    verification,
    recovery,
    paymentLinks,
    metrics,
    invalidations,
    rateLimiter,
    catalogCache,
    catalog: createCatalogService({ db, cache: catalogCache, bus: invalidations }),
    guard: createAuthGuard({
      verifyAccessToken: (token) => accessTokens.verify(token),
      findCaller: (id) => callers.get(id),
      isSessionLive: (userId, familyId) => sessions.isLive(userId, familyId),
      tickets,
    }),
    tickets,
    callers,
    auth: createAuthService({
      db,
      accessTokens,
      refreshTokens,
      loginThrottle,
      verification,
      signupLimit: createSignupLimit(rateLimiter, {
        perAddressPerHour: config.SIGNUPS_PER_ADDRESS_PER_HOUR,
        perMinute: config.SIGNUPS_PER_MINUTE,
      }),
      deviceCookies: createDeviceCookies(config.jwtSecret),
      bus: invalidations,
    }),
    users: createUsersService({ db, bus: invalidations, recordAudit }),
    dataRights: createDataRights({
      db,
      bus: invalidations,
      tables: {
        orders,
        orderItems,
        enrolments,
        refunds: refundRows,
        eventRegistrations,
        callBackRequests,
        carts,
        cartItems,
        auditLog,
      },
      verifyPassword,
      sessionAgeSeconds: (sessionId) => refreshTokens.familyAgeSeconds(sessionId),
      deleteAuthRows: deleteAuthRowsOf,
    }),
    sessionCookie: createSessionCookie(config),
    google: createGoogleSignIn({
      config,
      db,
      bus: invalidations,
      refreshTokens,
      mail: accountMail,
    }),
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
      describeOrders: refundRequests.describeOrders,
    }),
    handleWebhook: createWebhookHandler({
      db,
      provider: payment.provider,
      settlement,
      refunds,
      log,
      metrics,
      onPaymentLink: (event) => paymentLinks.onWebhook(event),
    }),
    refunds,
    invoicing,
    refundRequests,
    registrations: createRegistrationsService({
      database,
      mailer,
      rateLimiter,
      publicUrl: config.publicUrl,
      log,
      limits: {
        perAddressPerHour: config.REGISTRATION_MAILS_PER_ADDRESS_PER_HOUR,
        perEventPerHour: config.REGISTRATION_MAILS_PER_EVENT_PER_HOUR,
      },
    }),
    eventReminders: createEventReminders({ db, mailer, log, publicUrl: config.publicUrl }),
    sessionNotices: createSessionNotices({ db, mailer, log, publicUrl: config.publicUrl }),
    retention: createRetention({ database }),
    uploads,
    events,
    audit: createAuditService({ database }),
    sales: createSalesService({ database }),
    gstReturns: createGstReturnsService({ database }),
    // A move or cancellation records its learners' e-mails in its own transaction.
    batches: createBatchesService({ db, sessionChanged: recordSessionChange }),
    rosters: createBatchRostersService({ database, mailer, log }),
    schedules: createSchedulesService({
      db,
      secret: config.jwtSecret,
      publicUrl: config.publicUrl,
      apiBasePath: config.API_BASE_PATH,
    }),
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
