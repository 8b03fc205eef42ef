import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  forgotPasswordBodySchema,
  messageSchema,
  resetPasswordBodySchema,
  verifyEmailBodySchema,
  changePasswordBodySchema,
  changePasswordResponseSchema,
} from '@kaksha/shared';
import { PUBLIC, SIGNED_IN } from '../../core/access';
import { callerOf } from '../../core/caller';
import type { AccountRecovery } from './account-recovery';
import type { EmailVerification } from './email-verification';
import type { PasswordChange } from './password-change';
import type { SessionCookie } from './session-cookie';

type Deps = {
  recovery: AccountRecovery;
  verification: EmailVerification;
  passwordChange: PasswordChange;
  sessionCookie: SessionCookie;
};

/** Account recovery and verification: the e-mailed links and what they open. */
export const accountRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { recovery, verification, passwordChange, sessionCookie },
) => {
  app.post(
    '/v1.5/auth/password/forgot',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (the same answer for every address)',
        body: forgotPasswordBodySchema,
        response: { 202: messageSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await recovery.forgot(request.body, request.ip)),
  );

  app.post(
    '/v1.5/auth/password/reset',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed link (ends every session)',
        body: resetPasswordBodySchema,
        response: { 200: messageSchema, 400: errorBodySchema },
      },
    },
    async (request) => recovery.reset(request.body),
  );

  app.post(
    '/v1.5/auth/password',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['auth'],
        summary: 'Change your password (ends every other session)',
        body: changePasswordBodySchema,
        response: {
          200: changePasswordResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { refreshToken, ...answer } = await passwordChange.change(
        callerOf(request).id,
        request.body,
        { clientAddress: request.ip, refreshToken: sessionCookie.read(request) },
      );
      if (refreshToken) sessionCookie.set(reply, refreshToken);
      return answer;
    },
  );

  app.post(
    '/v1.5/auth/verify-email',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Confirm the e-mail address with the e-mailed link',
        body: verifyEmailBodySchema,
        response: { 200: messageSchema, 400: errorBodySchema },
      },
    },
    async (request) => verification.verify(request.body.token),
  );

  app.post(
    '/v1.5/auth/verify-email/resend',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a new verification link (rate-limited)',
        response: {
          202: messageSchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await verification.resend(callerOf(request).id, request.ip)),
  );
};
