import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkCouponsBodySchema,
  couponGenerateSchema,
  couponInputSchema,
  couponListSchema,
  couponPatchSchema,
  couponRedemptionListSchema,
  couponSchema,
  errorBodySchema,
  messageSchema,
  COUPON_MANAGERS,
  COUPON_MESSAGES,
  COUPON_READERS,
} from '@kaksha/shared';
import { rolesOnly } from '../../plugins/access-policy';
import { callerOf } from '../../plugins/auth-guard';
import type { CouponsService } from './coupons.service';

const bearer = [{ bearer: [] }];
/** SALES may look (the sales console answers questions about discounts); only these may change. */
const READERS = rolesOnly(...COUPON_READERS);
const MANAGERS = rolesOnly(...COUPON_MANAGERS);
const staffErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
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
        security: bearer,
        response: { 200: couponListSchema, ...staffErrors },
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
        security: bearer,
        body: couponInputSchema,
        response: { 201: couponSchema, ...staffErrors, 409: errorBodySchema },
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
        security: bearer,
        body: bulkCouponsBodySchema,
        response: { 201: couponListSchema, ...staffErrors, 409: errorBodySchema },
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
        security: bearer,
        body: couponGenerateSchema,
        response: { 201: couponListSchema, ...staffErrors, 409: errorBodySchema },
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
        security: bearer,
        params: idParams,
        body: couponPatchSchema,
        response: {
          200: couponSchema,
          ...staffErrors,
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
        security: bearer,
        params: idParams,
        response: { 200: messageSchema, ...staffErrors, 404: errorBodySchema },
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
        summary: 'Uses of a coupon, newest first, at most 500 (SALES, EVENTS, ADMIN)',
        security: bearer,
        params: idParams,
        response: { 200: couponRedemptionListSchema, ...staffErrors, 404: errorBodySchema },
      },
    },
    async (request) => coupons.redemptions(request.params.id),
  );
};
