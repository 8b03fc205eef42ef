import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkCouponBodySchema,
  couponInputSchema,
  couponListSchema,
  couponSchema,
  couponValidateQuerySchema,
  couponValidationSchema,
  errorBodySchema,
  messageSchema,
  COUPON_MANAGERS,
  COUPON_MESSAGES,
} from '@kaksha/shared';
import { PUBLIC, rolesOnly } from '../../plugins/access-policy';
import { callerOf } from '../../plugins/auth-guard';
import type { CartPricing } from '../cart/cart-pricing';
import { toPricedItem } from '../cart/cart-pricing';
import type { CouponsService } from './coupons.service';

const bearer = [{ bearer: [] }];
const COUPON_STAFF = rolesOnly(...COUPON_MANAGERS);
const staffErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const couponsRoutes: FastifyPluginAsyncZod<{
  coupons: CouponsService;
  pricing: CartPricing;
}> = async (app, { coupons, pricing }) => {
  app.get(
    '/v1.5/coupons/validate',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['coupons'],
        summary:
          'Check a coupon code (no sign-in needed); with courseIds, also the discount on them',
        querystring: couponValidateQuerySchema,
        response: { 200: couponValidationSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const { couponCode, courseIds } = request.query;
      const items = courseIds
        ? (await pricing.price(courseIds, undefined, { clientAddress: request.ip })).courses.map(
            toPricedItem,
          )
        : undefined;
      return coupons.validate(couponCode, request.ip, items);
    },
  );

  app.get(
    '/v1.5/coupons',
    {
      config: { access: COUPON_STAFF },
      schema: {
        tags: ['coupons'],
        summary: 'All coupons (EVENTS, ADMIN)',
        security: bearer,
        response: { 200: couponListSchema, ...staffErrors },
      },
    },
    async () => coupons.list(),
  );

  app.post(
    '/v1.5/coupons',
    {
      config: { access: COUPON_STAFF },
      schema: {
        tags: ['coupons'],
        summary: 'Add a coupon (EVENTS, ADMIN)',
        security: bearer,
        body: couponInputSchema,
        response: { 201: couponSchema, ...staffErrors, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await coupons.create(request.body, callerOf(request).id)),
  );

  app.post(
    '/v1.5/coupons/bulk',
    {
      config: { access: COUPON_STAFF },
      schema: {
        tags: ['coupons'],
        summary: 'Add many coupons at once: all or nothing, with per-row errors (EVENTS, ADMIN)',
        security: bearer,
        body: bulkCouponBodySchema,
        response: { 201: couponListSchema, ...staffErrors, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await coupons.createMany(request.body.coupons, callerOf(request).id)),
  );

  app.delete(
    '/v1.5/coupons/:id',
    {
      config: { access: COUPON_STAFF },
      schema: {
        tags: ['coupons'],
        summary: 'Delete a coupon (EVENTS, ADMIN)',
        security: bearer,
        params: z.object({ id: z.uuid('No such coupon') }),
        response: { 200: messageSchema, ...staffErrors, 404: errorBodySchema },
      },
    },
    async (request) => {
      await coupons.remove(request.params.id);
      return { message: COUPON_MESSAGES.removeSuccess };
    },
  );
};
