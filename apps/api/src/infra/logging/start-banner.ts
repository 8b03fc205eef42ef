import path from 'node:path';
import { isLoopbackHost, type Config } from '../../core/config';

/** What `npm start` says once it serves: where, and which database, payments, mail and storage. */
export type StartSummary = {
  url: string;
  database: string;
  payments: string;
  mail: string;
  storage: string;
  /** Only when no ADMIN is configured: how to get a staff account. */
  staff?: string;
};

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]']);

/** host:port of a URL, never its user or password. */
function hostOf(url: string): string {
  const parsed = new URL(url);
  return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname;
}

export function describeStart(config: Config, port: number): StartSummary {
  const host =
    isLoopbackHost(config.HOST) || ANY_ADDRESS.has(config.HOST)
      ? 'localhost'
      : config.HOST.includes(':')
        ? `[${config.HOST}]`
        : config.HOST;
  const database =
    config.database.kind === 'postgres'
      ? `PostgreSQL at ${hostOf(config.database.url)}${new URL(config.database.url).pathname}`
      : `embedded PGlite in ${config.database.dir}`;
  const payments = {
    razorpay: `Razorpay${config.RAZORPAY_API_URL ? ` at ${hostOf(config.RAZORPAY_API_URL)}` : ''}`,
    sandbox: 'built-in sandbox (test payments: its Pay button enrols without money)',
    off: 'off (checkout answers 503)',
  }[config.payments];
  const mail = config.SMTP_URL
    ? `SMTP at ${hostOf(config.SMTP_URL)}`
    : `.eml files in ${path.join(config.dataDir, 'outbox')}`;
  const storage =
    config.STORAGE === 's3'
      ? `S3 bucket ${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${hostOf(config.S3_ENDPOINT)}` : ''}`
      : `local files in ${path.join(config.dataDir, 'uploads')}`;
  return {
    url: `http://${host}:${port}`,
    database,
    payments,
    mail,
    storage,
    ...(config.ADMIN_EMAIL
      ? {}
      : {
          staff:
            'no ADMIN configured: start with ADMIN_EMAIL and ADMIN_PASSWORD set, or run `npm run user:role -- <email> ADMIN` for an existing account',
        }),
  };
}

/** The banner a developer reads (production logs the summary as one JSON record instead). */
export function formatBanner(summary: StartSummary, apiBasePath: string): string {
  const lines = [
    `Kaksha is running at ${summary.url}  (API at ${apiBasePath}, docs at ${apiBasePath}/docs)`,
    `Database:  ${summary.database}`,
    `Payments:  ${summary.payments}`,
    `Mail:      ${summary.mail}`,
    `Storage:   ${summary.storage}`,
    ...(summary.staff ? [`Staff:     ${summary.staff}`] : []),
  ];
  return `\n${lines.map((line) => `  ${line}`).join('\n')}\n\n`;
}
