import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  NEXT_CURSOR_HEADER,
  REFUND_DECIDERS,
  REFUND_READERS,
  refundApproveBodySchema,
  refundQueueQuerySchema,
  refundQueueSchema,
  refundQuoteSchema,
  refundRejectBodySchema,
  refundRequestBodySchema,
  refundRequestSchema,
  staffOrderRefundBodySchema,
} from '@kaksha/shared';
import { downloadFor, rolesOnly, SIGNED_IN } from '../../core/access';
import { callerOf } from '../../core/caller';
import { replyCsv } from '../../infra/staff-lists/csv-export';
import type { RefundRequestsService } from './refund-requests.service';

const orderParams = z.object({ id: z.uuid('Not an order id') });
const requestParams = z.object({ id: z.uuid('Not a refund request id') });
const errors = {
  400: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const decision = z.object({
  status: z.enum(['approved', 'rejected', 'pending']),
  refundId: z.string().optional(),
});

/** Refunds by the published policy: the learner's quote and request, the staff queue and decisions. */
export const refundRequestsRoutes: FastifyPluginAsyncZod<{
  refundRequests: RefundRequestsService;
}> = async (app, { refundRequests }) => {
  app.get(
    '/v1.5/orders/:id/refund-quote',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['refunds'],
        summary: 'What the refund policy gives on your order now, and by which rule',
        params: orderParams,
        response: { 200: refundQuoteSchema, ...errors },
      },
    },
    async (request) => refundRequests.quote(callerOf(request), request.params.id),
  );

  app.post(
    '/v1.5/orders/:id/refund-requests',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['refunds'],
        summary: 'Ask for a refund of your order (one open request per order)',
        params: orderParams,
        body: refundRequestBodySchema,
        response: { 200: refundRequestSchema, ...errors },
      },
    },
    async (request) =>
      refundRequests.request(callerOf(request), request.params.id, request.body.reason),
  );

  app.get(
    '/v1.5/refund-requests',
    {
      config: { access: rolesOnly(...REFUND_READERS) },
      schema: {
        tags: ['refunds'],
        summary: 'The refund queue, newest first, paged (X-Next-Cursor) (SALES, ADMIN)',
        querystring: refundQueueQuerySchema,
        response: { 200: refundQueueSchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await refundRequests.queue(request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/v1.5/refund-requests.csv',
    {
      config: { access: downloadFor(...REFUND_READERS) },
      schema: {
        tags: ['refunds'],
        summary: 'The refund queue as CSV, streamed (SALES, ADMIN)',
        querystring: refundQueueQuerySchema.pick({ status: true }),
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { name, stream } = refundRequests.queueCsv(request.query);
      return replyCsv(reply, name, stream, { dated: true });
    },
  );

  app.post(
    '/v1.5/refund-requests/:id/approve',
    {
      config: { access: rolesOnly(...REFUND_DECIDERS) },
      schema: {
        tags: ['refunds'],
        summary:
          'Approve a refund request with an amount and a reason; the refund goes to Razorpay (ADMIN)',
        params: requestParams,
        body: refundApproveBodySchema,
        response: { 200: decision, ...errors },
      },
    },
    async (request) => refundRequests.approve(callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/v1.5/refund-requests/:id/reject',
    {
      config: { access: rolesOnly(...REFUND_DECIDERS) },
      schema: {
        tags: ['refunds'],
        summary: 'Reject a refund request with a reason (ADMIN)',
        params: requestParams,
        body: refundRejectBodySchema,
        response: { 200: decision, ...errors },
      },
    },
    async (request) =>
      refundRequests.reject(callerOf(request), request.params.id, request.body.reason),
  );

  app.post(
    '/v1.5/refund-requests/:id/retry',
    {
      config: { access: rolesOnly(...REFUND_DECIDERS) },
      schema: {
        tags: ['refunds'],
        summary: 'Send a failed refund again (ADMIN)',
        params: requestParams,
        response: { 200: decision, ...errors },
      },
    },
    async (request) => refundRequests.retry(callerOf(request), request.params.id),
  );

  app.post(
    '/v1.5/orders/:id/refunds',
    {
      config: { access: rolesOnly(...REFUND_DECIDERS) },
      schema: {
        tags: ['refunds'],
        summary: 'Refund an order without a request, e.g. a batch Kaksha cancelled (ADMIN)',
        params: orderParams,
        body: staffOrderRefundBodySchema,
        response: { 200: decision, ...errors },
      },
    },
    async (request) =>
      refundRequests.refundOrder(callerOf(request), request.params.id, request.body),
  );
};
