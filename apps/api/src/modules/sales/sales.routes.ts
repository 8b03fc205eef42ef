import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { z } from 'zod';
import {
  NEXT_CURSOR_HEADER,
  SALES_READERS,
  cartFilterSchema,
  cartListQuerySchema,
  errorBodySchema,
  ordersByEmailParamsSchema,
  ordersByMobileParamsSchema,
  paymentFilterSchema,
  paymentListQuerySchema,
  salesCartListSchema,
  salesPaymentListSchema,
  salesUserListSchema,
  userFilterSchema,
  userListQuerySchema,
  type SalesPaymentList,
} from '@kaksha/shared';
import { downloadFor, rolesOnly } from '../../core/access';
import type { SalesService } from './sales.service';
import { replyCsv } from '../../infra/staff-lists/csv-export';

const READERS = rolesOnly(...SALES_READERS);
const DOWNLOAD = downloadFor(...SALES_READERS);
const errors = { 400: errorBodySchema };
// CSV routes take the bearer token or `?ticket=` (a download ticket; the filter schemas ignore it).
const csvResponse = {
  200: z.string().describe('text/csv, UTF-8 with a byte-order mark, streamed'),
  ...errors,
};

function sendPage<T>(reply: FastifyReply, page: { items: T[]; nextCursor: string | null }): T[] {
  reply.header('Cache-Control', 'no-store');
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}

/** Payments answer the spec's object; its cursor goes in the header too. */
function sendPayments(reply: FastifyReply, list: SalesPaymentList): SalesPaymentList {
  reply.header('Cache-Control', 'no-store');
  if (list.nextCursor) reply.header(NEXT_CURSOR_HEADER, list.nextCursor);
  return list;
}

/**
 * The sales console (spec document 2 §7 calls, SALES and ADMIN): every list pages on the server
 * (`limit`, default 100, at most 1000; `cursor` from X-Next-Cursor), so the spec's client, which
 * sends neither, gets the newest first page. Each list has a CSV of the whole filtered result.
 */
export const salesRoutes: FastifyPluginAsyncZod<{ sales: SalesService }> = async (
  app,
  { sales },
) => {
  app.get(
    '/v1.5/users/getAllUserDetails',
    {
      config: { access: READERS },
      schema: {
        tags: ['sales'],
        summary: 'Learner accounts, newest first, paged (SALES, ADMIN)',
        querystring: userListQuerySchema,
        response: { 200: salesUserListSchema, ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await sales.users(request.query)),
  );

  app.get(
    '/v1.5/users/export.csv',
    {
      config: { access: DOWNLOAD },
      schema: {
        tags: ['sales'],
        summary: 'Every learner account matching the filters, as CSV (SALES, ADMIN)',
        querystring: userFilterSchema,
        response: csvResponse,
      },
    },
    async (request, reply) =>
      replyCsv(reply, 'users', sales.exportUsers(request.query), { dated: true }),
  );

  app.get(
    '/v1.5/cart/get-all',
    {
      config: { access: READERS },
      schema: {
        tags: ['sales'],
        summary: 'Carts with programs in them, latest change first, paged (SALES, ADMIN)',
        querystring: cartListQuerySchema,
        response: { 200: salesCartListSchema, ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await sales.carts(request.query)),
  );

  app.get(
    '/v1.5/cart/export.csv',
    {
      config: { access: DOWNLOAD },
      schema: {
        tags: ['sales'],
        summary:
          'Cart rows, one per program (spec §3 columns), as CSV; status=active for active carts',
        querystring: cartFilterSchema,
        response: csvResponse,
      },
    },
    async (request, reply) =>
      replyCsv(
        reply,
        request.query.status === 'active' ? 'active-carts' : 'carts',
        sales.exportCarts(request.query),
        { dated: true },
      ),
  );

  app.get(
    '/v1.5/payment/get-all-payment',
    {
      config: { access: READERS },
      schema: {
        tags: ['sales'],
        summary: 'Orders (payment attempts), newest first, paged (SALES, ADMIN)',
        querystring: paymentListQuerySchema,
        response: { 200: salesPaymentListSchema, ...errors },
      },
    },
    async (request, reply) => sendPayments(reply, await sales.payments(request.query)),
  );

  app.get(
    '/v1.5/payment/user/orders-by-number/:mobile',
    {
      config: { access: READERS },
      schema: {
        tags: ['sales'],
        summary: "A learner's orders by mobile number (the order's or the profile's), paged",
        params: ordersByMobileParamsSchema,
        querystring: paymentListQuerySchema,
        response: { 200: salesPaymentListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPayments(
        reply,
        await sales.payments({ ...request.query, mobile: request.params.mobile }),
      ),
  );

  app.get(
    '/v1.5/payment/user/orders-by-id/:email',
    {
      config: { access: READERS },
      schema: {
        tags: ['sales'],
        summary: "A learner's orders by e-mail, paged",
        params: ordersByEmailParamsSchema,
        querystring: paymentListQuerySchema,
        response: { 200: salesPaymentListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPayments(reply, await sales.payments({ ...request.query, email: request.params.email })),
  );

  app.get(
    '/v1.5/payment/export.csv',
    {
      config: { access: DOWNLOAD },
      schema: {
        tags: ['sales'],
        summary: 'Every order matching the filters, as CSV, streamed (SALES, ADMIN)',
        querystring: paymentFilterSchema,
        response: csvResponse,
      },
    },
    async (request, reply) =>
      replyCsv(reply, 'payments', sales.exportPayments(request.query), { dated: true }),
  );
};
