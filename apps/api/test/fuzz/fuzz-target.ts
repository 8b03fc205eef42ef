import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { buildApp, buildLoggerOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/core/config';
import type { DatabaseHandle } from '../../src/infra/database/database';
import { createOrder, listenOnLoopback, payInSandbox } from '../payments';
import { createFuzzAccounts, type FuzzAccounts } from './fuzz-accounts';
import { createFuzzProfile, type Fixtures } from './fuzz-profile';
import { createLogCapture, type LogCapture } from './log-capture';
import { undocumentedOperations } from './hidden-operations';
import { createServerTrace, type ServerTrace } from './server-trace';
import { readOperations, type OpenApiDocument, type Operation } from './openapi-operations';
import type { FuzzProfile } from './variants';

export const FUZZ_JWT_SECRET = 'fuzz-secret-that-is-long-enough-for-hs256-signing';
const PUBLIC_URL = 'http://localhost:3000';

export type FuzzTarget = {
  app: FastifyInstance;
  config: Config;
  baseUrl: string;
  operations: Operation[];
  /** Every operation in the document (the hidden ones excluded). */
  documentedOperations: Operation[];
  /** Routes not fuzzed (the docs UI's files), listed so nothing is left out silently. */
  excludedRoutes: string[];
  profile: FuzzProfile;
  accounts: FuzzAccounts;
  logs: LogCapture;
  /** What the server did with each request: tells a lost answer from a request never received. */
  trace: ServerTrace;
  /** Browser-navigation routes answer redirects: what each may redirect to. */
  redirectTargets: Record<string, (location: string) => boolean>;
  close(): Promise<void>;
};

/**
 * The real app on `database` (migrated and seeded), listening on loopback, with a local OpenID
 * provider (so the Google routes run), captured warn/error logs, accounts of each role and a few
 * real records (a coupon, an order paid in the sandbox) for baselines to name.
 */
export async function startFuzzTarget(database: DatabaseHandle, seed: number): Promise<FuzzTarget> {
  const issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  const issuerUrl = issuer.issuer.url ?? '';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-fuzz-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: FUZZ_JWT_SECRET,
    LOG_LEVEL: 'warn',
    SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
    SIGNUPS_PER_MINUTE: '100000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    PUBLIC_URL,
    // The fuzzer varies X-Forwarded-For so per-address limits do not hide the code behind them.
    TRUST_PROXY: '127.0.0.1',
    PAYMENTS: 'sandbox',
    GOOGLE_CLIENT_ID: 'kaksha-fuzz-client',
    GOOGLE_CLIENT_SECRET: 'kaksha-fuzz-secret',
    GOOGLE_ISSUER: issuerUrl,
  });
  const logs = createLogCapture();
  const loggerOptions = buildLoggerOptions(config);
  const app = await buildApp(config, {
    database,
    logger: {
      ...(typeof loggerOptions === 'object' ? loggerOptions : {}),
      level: 'warn',
      stream: logs.stream,
    },
  });
  let baseUrl: string;
  try {
    await app.ready();
    baseUrl = await listenOnLoopback(app);
  } catch (error) {
    await app.close();
    await issuer.stop();
    throw error;
  }
  const trace = createServerTrace(app.server);
  const close = async () => {
    // A request still in flight when closing starts (the sandbox's own webhook deliveries) leaves a
    // kept-alive connection that 'idle' force-closing has already passed over: the server would
    // wait out its keep-alive timeout (72 s). Sweep idle connections until it has closed.
    const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
    } finally {
      clearInterval(sweeper);
    }
    await issuer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const documentedOperations = readOperations(app.swagger() as OpenApiDocument);
    const undocumented = undocumentedOperations(app, documentedOperations);
    const operations = [...documentedOperations, ...undocumented.operations];
    const accounts = await createFuzzAccounts(app, database, FUZZ_JWT_SECRET);
    const fixtures = await createFixtures(app, accounts, baseUrl);
    const profile = createFuzzProfile({
      operations,
      fixtures,
      accounts,
      seed,
      bodyLimitBytes: config.BODY_LIMIT_BYTES,
      oddTokens: await accounts.oddTokens(),
    });
    return {
      app,
      config,
      baseUrl,
      operations,
      documentedOperations,
      excludedRoutes: undocumented.excluded,
      profile,
      accounts,
      logs,
      trace,
      redirectTargets: {
        'GET /api/oauth2/authorization/google': (location) =>
          location.startsWith(`${issuerUrl}/authorize?`),
        'GET /api/oauth2/callback/google': (location) =>
          location.startsWith(`${PUBLIC_URL}/login?signInError=`) ||
          location === `${PUBLIC_URL}/?signedIn=google`,
        'GET /api/v1.5/payment-links/callback': (location) =>
          location.startsWith(`${PUBLIC_URL}/payment-link/done?outcome=`),
        'GET /api/v1.5/payment-links/{id}/open': (location) =>
          location.startsWith(`${PUBLIC_URL}/payment-link/done?outcome=`) ||
          location.startsWith(`${PUBLIC_URL}/api/sandbox/razorpay/l/`),
        'POST /api/sandbox/razorpay/l/{id}/pay': (location) =>
          location.startsWith('../') ||
          location.startsWith(`${PUBLIC_URL}/api/v1.5/payment-links/callback?`),
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

function cookieFrom(setCookie: string | string[] | undefined, name: string): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`fixture: no ${name} cookie was set`);
  return found;
}

async function createFixtures(
  app: FastifyInstance,
  accounts: FuzzAccounts,
  baseUrl: string,
): Promise<Fixtures> {
  const expectStatus = (
    what: string,
    res: { statusCode: number; body: string },
    status: number,
  ) => {
    if (res.statusCode !== status)
      throw new Error(
        `fixture ${what}: expected ${status}, got ${res.statusCode} ${res.body.slice(0, 300)}`,
      );
  };
  const courses = await app.inject('/api/v1.5/courses');
  expectStatus('courses', courses, 200);
  const courseList = courses.json() as Array<{
    id: string;
    price: number;
    discountedPrice: number | null;
  }>;

  const coupon = await app.inject({
    method: 'POST',
    url: '/api/v1.5/coupons',
    headers: { authorization: `Bearer ${accounts.tokenOf('admin')}` },
    payload: { couponCode: 'FUZZSEED10', type: 'percentage', percentage: 10 },
  });
  expectStatus('coupon', coupon, 201);

  const first = courseList[0];
  if (!first) throw new Error('fixture: the catalogue is empty');
  const amountPaise = Math.round((first.discountedPrice ?? first.price) * 100);
  const order = await createOrder(app, accounts.user, amountPaise, {
    selectedCourses: [{ id: first.id }],
  });
  expectStatus('order', order, 200);
  const providerOrderId = String(order.json().orderId);
  const payment = await payInSandbox(app, accounts.user, providerOrderId);

  // A few real sign-in transactions with the local provider, for callback baselines.
  const oidc: Fixtures['oidc'] = [];
  for (let i = 0; i < 3; i++) {
    const start = await app.inject('/api/oauth2/authorization/google');
    expectStatus('google start', start, 302);
    const authorized = await fetch(String(start.headers.location), { redirect: 'manual' });
    const callback = new URL(String(authorized.headers.get('location')), baseUrl);
    oidc.push({
      cookie: cookieFrom(start.headers['set-cookie'], 'kaksha_oidc'),
      query: [...callback.searchParams],
    });
  }

  const sandbox = app.services.payment.sandbox;
  if (!sandbox) throw new Error('fixture: the payment sandbox is not mounted');
  return {
    courses: courseList.map((c) => ({
      id: c.id,
      pricePaise: Math.round((c.discountedPrice ?? c.price) * 100),
    })),
    couponCode: 'FUZZSEED10',
    couponId: String(coupon.json().id),
    order: {
      providerOrderId,
      paymentId: payment.razorpay_payment_id,
      signature: payment.razorpay_signature,
      amountPaise,
    },
    oidc,
    sandbox: {
      keyId: sandbox.keyId,
      keySecret: sandbox.keySecret,
      webhookSecret: sandbox.webhookSecret,
    },
  };
}
