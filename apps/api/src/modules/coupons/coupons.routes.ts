import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  couponValidateQuerySchema,
  couponValidationSchema,
  errorBodySchema,
  type PricedItem,
} from '@kaksha/shared';
import { PUBLIC } from '../../core/access';
import { couponAdminRoutes } from './coupon-admin.routes';
import type { CouponsService } from './coupons.service';

export const couponsRoutes: FastifyPluginAsyncZod<{
  coupons: CouponsService;
  /** The catalogue's prices of these programs (the cart module prices them). */
  pricedItems: (courseIds: string[]) => Promise<PricedItem[]>;
}> = async (app, { coupons, pricedItems }) => {
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
      const items = courseIds ? await pricedItems(courseIds) : undefined;
      return coupons.validate(couponCode, request.ip, items);
    },
  );

  await app.register(couponAdminRoutes, { coupons });
};
