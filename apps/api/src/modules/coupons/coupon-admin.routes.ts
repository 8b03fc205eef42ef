import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkCouponsBodySchema,
  couponGenerateSchema,
  couponInputSchema,
  couponListSchema,
  couponPatchSchema,
  couponRedemptionListSchema,
  couponRedemptionQuerySchema,
  NEXT_CURSOR_HEADER,
  couponSchema,
  errorBodySchema,
  messageSchema,
  COUPON_MANAGERS,
  COUPON_MESSAGES,
  COUPON_READERS,
} from '@kaksha/shared';
import { rolesOnly } from '../../core/access';
import { callerOf } from '../../core/caller';
import type { CouponsService } from './coupons.service';

/** SALES may look (the sales console answers questions about discounts); only these may change. */
const READERS = rolesOnly(...COUPON_READERS);
const MANAGERS = rolesOnly(...COUPON_MANAGERS);
const idParams = z.object({ id: z.uuid('No such coupon') });

/** Coupon administration: the spec's list, add, delete and bulk add, and the limits beyond it. */
export const couponAdminRoutes: FastifyPluginAsyncZod<{ coupons: CouponsService }> = async (
  app,
  { coupons },
) => {
  app.get(
    '/v1.5/coupons',
    {
      config: { access: READERS },
      schema: {
        tags: ['coupons'],
        summary: 'All coupons, newest first (SALES, EVENTS, ADMIN)',
        response: { 200: couponListSchema },
      },
    },
    async () => coupons.list(),
  );

  app.post(
    '/v1.5/coupons',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['coupons'],
        summary: 'Add a coupon (EVENTS, ADMIN)',
        body: couponInputSchema,
        response: { 201: couponSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await coupons.create(callerOf(request), request.body)),
  );

  app.post(
    '/v1.5/coupons/bulk',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['coupons'],
        summary:
          'Add many coupons (a bare array or { coupons }): all or nothing, with per-row errors (EVENTS, ADMIN)',
        body: bulkCouponsBodySchema,
        response: { 201: couponListSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await coupons.createMany(callerOf(request), request.body)),
  );

  app.post(
    '/v1.5/coupons/generate',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['coupons'],
        summary: 'Generate `count` random codes sharing one rule (EVENTS, ADMIN)',
        body: couponGenerateSchema,
        response: { 201: couponListSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await coupons.generate(callerOf(request), request.body)),
  );

  app.patch(
    '/v1.5/coupons/:id',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['coupons'],
        summary:
          'Change a coupon’s limits: validity window, caps, minimum order, courses, active (EVENTS, ADMIN)',
        params: idParams,
        body: couponPatchSchema,
        response: {
          200: couponSchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => coupons.update(callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/v1.5/coupons/:id',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['coupons'],
        summary: 'Delete a coupon (EVENTS, ADMIN)',
        params: idParams,
        response: { 200: messageSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      await coupons.remove(callerOf(request), request.params.id);
      return { message: COUPON_MESSAGES.removeSuccess };
    },
  );

  app.get(
    '/v1.5/coupons/:id/redemptions',
    {
      config: { access: READERS },
      schema: {
        tags: ['coupons'],
        summary:
          'Uses of a coupon, newest first, paged (limit, cursor from X-Next-Cursor) (SALES, EVENTS, ADMIN)',
        params: idParams,
        querystring: couponRedemptionQuerySchema,
        response: { 200: couponRedemptionListSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await coupons.redemptions(request.params.id, request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );
};
