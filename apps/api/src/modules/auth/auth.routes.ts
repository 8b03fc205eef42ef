import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  errorBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageSchema,
  refreshResponseSchema,
  registerBodySchema,
  registeredUserSchema,
} from '@kaksha/shared';
import { PUBLIC, SESSION_COOKIE, SIGNED_IN } from '../../core/access';
import type { Config } from '../../core/config';
import { callerOf } from '../../core/caller';
import type { AuthService } from './auth.service';
import type { GoogleSignIn, OidcTransaction } from './google-sign-in';
import type { SessionCookie } from './session-cookie';

const OIDC_COOKIE = 'kaksha_oidc';

type Deps = {
  config: Config;
  auth: AuthService;
  sessionCookie: SessionCookie;
  google: GoogleSignIn;
};

export const authRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { config, auth, sessionCookie, google },
) => {
  app.post(
    '/v1.5/auth/register',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Create a learner account (always role USER)',
        body: registerBodySchema,
        response: {
          201: registeredUserSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // A cross-site form must not create an account (or sign the browser in) as someone else.
      sessionCookie.assertTrustedOrigin(request);
      return reply.status(201).send(await auth.register(request.body, request.ip));
    },
  );

  app.post(
    '/login',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail (as username) and password, form-encoded',
        body: loginBodySchema,
        response: {
          201: loginResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // Log-in CSRF: a foreign page must not sign the browser in to the attacker's account.
      sessionCookie.assertTrustedOrigin(request);
      const session = await auth.login(request.body, {
        clientAddress: request.ip,
        deviceCookies: sessionCookie.readDevices(request),
      });
      sessionCookie.set(reply, session.refreshToken);
      sessionCookie.setDevice(reply, session.deviceCookie);
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send({
        access_token: session.accessToken,
        status: 201 as const,
        email: session.user.email,
        name: session.user.name,
        role: session.user.role,
      });
    },
  );

  app.post(
    '/v1.5/auth/refresh-token',
    {
      config: { access: SESSION_COOKIE },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the refresh cookie for a new access token (rotates the cookie)',
        response: { 200: refreshResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      sessionCookie.assertTrustedOrigin(request);
      try {
        const session = await auth.refresh(sessionCookie.read(request));
        sessionCookie.set(reply, session.refreshToken);
        reply.header('Cache-Control', 'no-store');
        return { access_token: session.accessToken };
      } catch (error) {
        sessionCookie.clear(reply);
        throw error;
      }
    },
  );

  app.get(
    '/v1.5/auth/logout',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['auth'],
        summary: 'Log out: end this session',
        response: { 200: messageSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      sessionCookie.assertTrustedOrigin(request);
      await auth.logout(sessionCookie.read(request));
      sessionCookie.clear(reply);
      return { message: AUTH_MESSAGES.logoutSuccess };
    },
  );

  app.post(
    '/v1.5/auth/logout-all',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['auth'],
        summary: 'Log out everywhere',
        response: { 200: messageSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      sessionCookie.assertTrustedOrigin(request);
      await auth.logoutEverywhere(callerOf(request).id);
      sessionCookie.clear(reply);
      return { message: AUTH_MESSAGES.logoutSuccess };
    },
  );

  app.get(
    '/v1.5/auth/providers',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Which sign-in providers are enabled',
        response: { 200: z.object({ google: z.boolean() }) },
      },
    },
    async () => ({ google: google.isEnabled }),
  );

  const oidcCookiePath = `${config.API_BASE_PATH}/oauth2`;
  const isSecure = config.isProduction || new URL(config.publicUrl).protocol === 'https:';

  app.get(
    '/oauth2/authorization/google',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Start sign-in with Google (browser navigation)',
        response: {
          302: z.null().describe('To Google’s sign-in page (Location), with a signed state cookie'),
          404: errorBodySchema,
        },
      },
    },
    async (_request, reply) => {
      const { url, transaction } = await google.startAuthorization();
      reply.setCookie(OIDC_COOKIE, JSON.stringify(transaction), {
        signed: true,
        httpOnly: true,
        secure: isSecure,
        sameSite: 'lax',
        path: oidcCookiePath,
        maxAge: 600,
      });
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/oauth2/callback/google',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Where Google sends the browser back',
        response: {
          302: z
            .null()
            .describe('Signed in: to /?signedIn=google; refused: to /login?signInError=<code>'),
        },
      },
    },
    async (request, reply) => {
      const failTo = (code: string) =>
        reply.redirect(`${config.publicUrl}/login?signInError=${encodeURIComponent(code)}`, 302);
      const raw = request.cookies[OIDC_COOKIE];
      reply.clearCookie(OIDC_COOKIE, { path: oidcCookiePath });
      const unsigned = raw ? request.unsignCookie(raw) : null;
      if (!unsigned?.valid || !unsigned.value) return failTo('expired');
      try {
        const transaction = JSON.parse(unsigned.value) as OidcTransaction;
        const user = await google.finishAuthorization(
          new URL(request.url, config.publicUrl),
          transaction,
        );
        const session = await auth.startSession(user);
        sessionCookie.set(reply, session.refreshToken);
        return reply.redirect(`${config.publicUrl}/?signedIn=google`, 302);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in failed');
        const code =
          error instanceof Error && 'code' in error && typeof error.code === 'string'
            ? error.code
            : 'failed';
        return failTo(code);
      }
    },
  );
};
