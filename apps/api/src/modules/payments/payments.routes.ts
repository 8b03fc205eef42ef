import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  enrolmentsSchema,
  errorBodySchema,
  paymentAmountParamsSchema,
  paymentFailBodySchema,
  paymentOrderSchema,
  paymentRequestSchema,
  paymentResultSchema,
  paymentSuccessBodySchema,
  REFUND_READERS,
  refundListQuerySchema,
  staffRefundListSchema,
  text,
} from '@kaksha/shared';
import { ownerOr, PROVIDER, rolesOnly, SIGNED_IN } from '../../core/access';
import { callerOf } from '../../core/caller';
import type { PaymentsService } from './payments.service';
import type { WebhookHandler } from './webhooks';

const errors = {
  400: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  503: errorBodySchema,
};

export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  handleWebhook: WebhookHandler;
}> = async (app, { payments, handleWebhook }) => {
  app.post(
    '/v1.5/payment/success',
    {
      config: { access: ownerOr() },
      schema: {
        tags: ['payments'],
        summary: 'Confirm a payment (signature, or checked with the provider)',
        body: paymentSuccessBodySchema,
        response: { 200: paymentResultSchema, ...errors },
      },
    },
    async (request) => payments.confirm(callerOf(request), request.body),
  );

  app.post(
    '/v1.5/payment/fail',
    {
      config: { access: ownerOr() },
      schema: {
        tags: ['payments'],
        summary: 'Report a failed checkout attempt (advisory)',
        body: paymentFailBodySchema,
        response: { 200: paymentResultSchema, ...errors },
      },
    },
    async (request) => payments.reportFailure(callerOf(request), request.body),
  );

  app.post(
    '/v1.5/payment/:amountInPaise',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['payments'],
        summary:
          'Create an order priced by the server; the path amount is only the client’s expectation',
        params: paymentAmountParamsSchema,
        headers: z.object({ 'idempotency-key': text().trim().min(1).max(100).optional() }),
        body: paymentRequestSchema,
        response: { 200: paymentOrderSchema, ...errors },
      },
    },
    async (request) =>
      payments.createOrder(
        callerOf(request),
        request.params.amountInPaise,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  app.get(
    '/v1.5/users/me/enrolments',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['payments'],
        summary: 'Your programs and orders',
        response: { 200: enrolmentsSchema },
      },
    },
    async (request) => payments.enrolmentsOf(callerOf(request)),
  );

  app.get(
    '/v1.5/payment/refunds',
    {
      config: { access: rolesOnly(...REFUND_READERS) },
      schema: {
        tags: ['payments'],
        summary: 'Refunds, newest first (SALES, ADMIN)',
        querystring: refundListQuerySchema,
        response: {
          200: staffRefundListSchema,
          400: errorBodySchema,
        },
      },
    },
    async (request) => payments.listRefunds(request.query),
  );

  // The webhook needs the raw bytes for its signature: its own JSON parser, in its own scope.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/v1.5/payment/webhook',
      {
        config: { access: PROVIDER },
        schema: {
          tags: ['payments'],
          summary: 'Razorpay webhooks (payment.captured, order.paid, payment.failed), signed',
          response: {
            200: z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) }),
            400: errorBodySchema,
          },
        },
      },
      async (request) => {
        const signature = request.headers['x-razorpay-signature'];
        const eventId = request.headers['x-razorpay-event-id'];
        return handleWebhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === 'string' ? signature : undefined,
          typeof eventId === 'string' ? eventId : undefined,
          request.log,
        );
      },
    );
  });
};
