import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isLoopbackHost, productionProblems } from './production-checks';
import { sellerEnvSchema, sellerFrom, type Seller } from './seller';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.string().url().optional());

/** The environment, parsed once. Every variable of ARCHITECTURE §3 lives here. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  // Loopback by default: `npm start` serves this machine only; containers set HOST=0.0.0.0.
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  /** Rate-limit counters in Redis instead of PostgreSQL (ADR 0011), e.g. redis://127.0.0.1:6379. */
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  /** Names of the rate-limit keys in Redis start with this (several deployments on one Redis). */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - only')
    .default('kaksha:rl'),
  API_BASE_PATH: z
    .string()
    .regex(/^\/[a-zA-Z0-9/_-]*[a-zA-Z0-9_-]$/, 'must start with / and not end with /')
    .default('/api'),
  PUBLIC_URL: optionalUrl,
  CORS_ORIGINS: z
    .preprocess(emptyToUndefined, z.string().optional())
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.string().url())),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.string().email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_API_URL: optionalUrl,
  /** 1: NODE_ENV=production accepts rzp_test_ keys (a staging server that takes no money). */
  RAZORPAY_ALLOW_TEST_KEYS: z
    .preprocess(emptyToUndefined, z.enum(['0', '1', 'true', 'false']).optional())
    .transform((v) => v === '1' || v === 'true'),
  /**
   * How the built-in sandbox captures a payment: `auto` (at once, as most Razorpay accounts do) or
   * `manual` (the payment stays `authorized` until the server captures it, as an account with
   * manual capture does).
   */
  SANDBOX_CAPTURE: z.enum(['auto', 'manual']).default('auto'),
  PAYMENTS: z.preprocess(emptyToUndefined, z.enum(['razorpay', 'sandbox', 'off']).optional()),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Optional base URL of published files (a CDN or the bucket's public URL). */
  S3_PUBLIC_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Kaksha <no-reply@kaksha.in>'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  WEB_DIST_DIR: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token of GET /api/metrics; unset, the endpoint does not exist (404) and nothing is collected. */
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** Sign-ups admitted per client address (IPv6 grouped by /64) an hour. */
  SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Sign-ups admitted in total a minute, from every address together. */
  SIGNUPS_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** A session's absolute lifetime in days from its log-in, however often it is refreshed. */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(60),
  COUPON_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  CALL_BACK_REQUESTS_PER_HOUR: z.coerce.number().int().positive().default(5),
  CALL_BACK_REQUESTS_PER_MOBILE_PER_DAY: z.coerce.number().int().positive().default(3),
  /** Visitor registration e-mails per client address per hour before 429. */
  REGISTRATION_MAILS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Visitor registration e-mails per event per hour before 429 (addresses rotated). */
  REGISTRATION_MAILS_PER_EVENT_PER_HOUR: z.coerce.number().int().positive().default(300),
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(300),
  PENDING_ORDER_SECONDS: z.coerce.number().int().min(0).default(120),
  ORDER_EXPIRY_SECONDS: z.coerce.number().int().min(60).default(1800),
  EVENT_REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(300),
  /** How often live-session e-mails (reminders 24 h and 1 h before, moves, cancellations) go (0 = never). */
  SESSION_NOTICE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  ...sellerEnvSchema.shape,
  /**
   * Abandoned checkout: the first recovery e-mail this long after the learner last touched it.
   * Seconds are allowed (the browser journeys wait a few), never 0: a checkout is left first.
   */
  CHECKOUT_RECOVERY_AFTER_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** The second (and last) recovery e-mail this long after the learner last touched it. */
  CHECKOUT_RECOVERY_SECOND_AFTER_SECONDS: z.coerce.number().int().min(1).default(86_400),
  /** How often the recovery job sends due e-mails (abandoned checkouts, failed payments; 0 = never). */
  RECOVERY_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(300),
  /** How often personal data past its retention period is deleted (0 = never). */
  RETENTION_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(86_400),
});
export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  isProduction: boolean;
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  /** Signs cookies (the Google sign-in transaction): derived from JWT_SECRET, never the same key. */
  cookieSecret: string;
  webDistDir: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };
  /**
   * Who takes payments: Razorpay (keys set), the built-in sandbox (only when asked for with
   * PAYMENTS=sandbox, or when the server listens on loopback only with no public PUBLIC_URL and
   * no TRUST_PROXY, and never in production), or
   * nobody (PAYMENTS=off: checkout answers 503).
   */
  payments: 'razorpay' | 'sandbox' | 'off';
  isPaymentSandbox: boolean;
  /** Who issues the tax invoices (core/seller.ts). */
  seller: Seller;
};

export class ConfigError extends Error {}

/** Formats zod issues so that every message names the variable at fault. */
function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`).join('\n');
}

function loadOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export { isLoopbackHost };

/**
 * Why a keyless server may be reachable from other machines, or null when nothing says so: it
 * listens beyond loopback, its public address is not this machine, or it stands behind a proxy
 * (nginx, a tunnel), which forwards the world to a loopback port.
 */
function reachableFromOutside(env: Env): string | null {
  if (!isLoopbackHost(env.HOST)) return `the server listens on ${env.HOST}`;
  if (env.PUBLIC_URL && !isLoopbackHost(new URL(env.PUBLIC_URL).hostname))
    return `PUBLIC_URL is ${new URL(env.PUBLIC_URL).origin}`;
  if (env.TRUST_PROXY) return 'TRUST_PROXY is set (the server stands behind a proxy)';
  return null;
}

/**
 * A server reachable from other machines must never give programs away through the sandbox,
 * whose pay button captures without money: without keys it refuses to start unless told.
 */
function choosePayments(env: Env, isProduction: boolean): Config['payments'] {
  const hasKeys = Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
  const fail = (message: string) => {
    throw new ConfigError(`Invalid configuration:\n${message}`);
  };
  switch (env.PAYMENTS) {
    case 'razorpay':
      if (!hasKeys) fail('PAYMENTS=razorpay: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
      return 'razorpay';
    case 'sandbox':
      if (isProduction) fail('PAYMENTS=sandbox: the payment sandbox never runs in production');
      return 'sandbox';
    case 'off':
      return 'off';
    default:
      if (hasKeys) return 'razorpay';
      if (isProduction)
        fail(
          'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: required in production (or PAYMENTS=off to run without checkout)',
        );
      {
        const reachable = reachableFromOutside(env);
        if (reachable)
          fail(
            `RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: required when ${reachable}. ` +
              'Set PAYMENTS=sandbox to use the test payment sandbox on purpose (it enrols without money), ' +
              'or PAYMENTS=off to run without checkout.',
          );
      }
      return 'sandbox';
  }
}

export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  defaults: { webDistDir: string } = { webDistDir: path.resolve('apps/web/dist') },
): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success)
    throw new ConfigError(`Invalid configuration:\n${describeIssues(parsed.error)}`);
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);

  if (isProduction && !env.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\nJWT_SECRET: required when NODE_ENV=production');
  }
  const hasSomeRazorpayKey = Boolean(env.RAZORPAY_KEY_ID || env.RAZORPAY_KEY_SECRET);
  if (hasSomeRazorpayKey && !(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\nRAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: set both or neither',
    );
  }
  if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
    throw new ConfigError(
      'Invalid configuration:\nADMIN_PASSWORD: required when ADMIN_EMAIL is set',
    );
  }
  const payments = choosePayments(env, isProduction);
  const { seller, problems: sellerProblems } = sellerFrom(env, isProduction && payments !== 'off');
  const problems = [...(isProduction ? productionProblems(env, payments) : []), ...sellerProblems];
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  if (env.CHECKOUT_RECOVERY_SECOND_AFTER_SECONDS <= env.CHECKOUT_RECOVERY_AFTER_SECONDS) {
    throw new ConfigError(
      'Invalid configuration:\nCHECKOUT_RECOVERY_SECOND_AFTER_SECONDS: must be longer than CHECKOUT_RECOVERY_AFTER_SECONDS (the second reminder comes after the first)',
    );
  }
  if (env.STORAGE === 's3' && !env.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\nS3_BUCKET: required when STORAGE=s3');
  }

  const jwtSecret = env.JWT_SECRET ?? loadOrCreateDevSecret(dataDir);
  return {
    ...env,
    isProduction,
    dataDir,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    jwtSecret,
    cookieSecret: Buffer.from(
      hkdfSync('sha256', jwtSecret, '', 'kaksha/cookie-signing', 32),
    ).toString('base64url'),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? defaults.webDistDir),
    payments,
    isPaymentSandbox: payments === 'sandbox',
    seller,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
  };
}
