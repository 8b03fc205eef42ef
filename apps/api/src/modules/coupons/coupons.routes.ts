import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponValidateQuerySchema, couponValidationSchema, errorBodySchema } from '@kaksha/shared';
import { PUBLIC } from '../../plugins/access-policy';
import type { CartPricing } from '../cart/cart-pricing';
import { couponAdminRoutes } from './coupon-admin.routes';
import type { CouponsService } from './coupons.service';

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
      // Only the items' prices: the coupon's verdict and discount need no whole quote.
      const items = courseIds ? await pricing.pricedItems(courseIds) : undefined;
      return coupons.validate(couponCode, request.ip, items);
    },
  );

  await app.register(couponAdminRoutes, { coupons });
};
