import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import cors from '@fastify/cors';
import type { Config } from '../core/config';
import { storageOrigins } from '../infra/storage/storage-origins';

/**
 * The CSP the web app works under: everything from this origin, except the payment and sign-in
 * scripts of Razorpay and Google, which only production with real keys loads.
 */
export function buildContentSecurityPolicy(config: Config) {
  const scriptSrc = ["'self'"];
  const frameSrc = ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'];
  // Event images: with STORAGE=s3 the browser PUTs to the bucket and loads images from it.
  const storage = storageOrigins(config);
  // PUBLIC_URL's origin: upload and image URLs are absolute from it, and a page reached by another
  // host name (127.0.0.1 for localhost) still loads them.
  const site = new URL(config.publicUrl).origin;
  const connectSrc = ["'self'", site, ...config.CORS_ORIGINS, ...storage.upload];
  if (config.RAZORPAY_KEY_ID) {
    scriptSrc.push('https://checkout.razorpay.com');
    frameSrc.push('https://api.razorpay.com', 'https://checkout.razorpay.com');
    connectSrc.push('https://lumberjack.razorpay.com', 'https://api.razorpay.com');
  }
  if (config.GOOGLE_CLIENT_ID) {
    scriptSrc.push('https://accounts.google.com');
    frameSrc.push('https://accounts.google.com');
  }
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'", ...(config.GOOGLE_CLIENT_ID ? [config.GOOGLE_ISSUER] : [])],
      scriptSrc,
      // React sets style attributes; no inline <style> blocks are produced by the build.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", site, 'data:', 'blob:', 'https:', ...storage.images],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'", 'https:', 'blob:'],
      connectSrc,
      frameSrc,
      workerSrc: ["'self'", 'blob:'],
      ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

type HelmetMiddleware = ReturnType<typeof helmet>;

/**
 * The headers helmet sets, worked out once. They depend only on the configuration, and running
 * helmet's dozen middlewares on every response cost about 3% of the API's CPU on the purchase path.
 */
export function securityHeaders(middleware: HelmetMiddleware): Map<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let finished = false;
  middleware(
    {} as Parameters<HelmetMiddleware>[0],
    recorder as unknown as Parameters<HelmetMiddleware>[1],
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(
    helmet({
      contentSecurityPolicy: buildContentSecurityPolicy(config),
      // The sandbox checkout and Razorpay's script are cross-origin resources in production.
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.isProduction ? undefined : false,
    }),
  );
  // Through the reply rather than the raw response: with no header set on the raw response, node
  // writes the head straight from the reply's headers instead of copying each into its own table.
  const headerObject = Object.fromEntries(headers);
  // Every API answer is personal or staff data unless its route says otherwise: no shared or
  // browser cache keeps it. Public, cacheable answers (the catalogue, open events) set their own.
  const apiHeaderObject = { ...headerObject, 'cache-control': 'no-store' };
  const apiBase = config.API_BASE_PATH;
  const isApiUrl = (url: string) =>
    url.startsWith(apiBase) &&
    (url.length === apiBase.length || url[apiBase.length] === '/' || url[apiBase.length] === '?');
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiUrl(request.url) ? apiHeaderObject : headerObject);
    done();
  });
  const allowed = new Set(config.CORS_ORIGINS);
  await app.register(cors, {
    // Same-origin requests need no CORS; other origins only when listed exactly.
    origin: (origin, callback) => callback(null, origin ? allowed.has(origin) : false),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
}
