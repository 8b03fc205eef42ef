import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import cors from '@fastify/cors';
import type { Config } from '../config';

/**
 * The CSP the web app works under: everything from this origin, except the payment and sign-in
 * scripts of Razorpay and Google, which only production with real keys loads.
 */
export function buildContentSecurityPolicy(config: Config) {
  const scriptSrc = ["'self'"];
  const frameSrc = ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'];
  const connectSrc = ["'self'", ...config.CORS_ORIGINS];
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
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'", 'https:', 'blob:'],
      connectSrc,
      frameSrc,
      workerSrc: ["'self'", 'blob:'],
      ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  // helmet's middleware built once (the Fastify wrapper rebuilds it on every request).
  const applySecurityHeaders = helmet({
    contentSecurityPolicy: buildContentSecurityPolicy(config),
    // The sandbox checkout and Razorpay's script are cross-origin resources in production.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.isProduction ? undefined : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
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
