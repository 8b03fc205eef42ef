import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartChangeBodySchema,
  cartMergeBodySchema,
  cartQuoteBodySchema,
  cartQuoteSchema,
  errorBodySchema,
  serverCartSchema,
} from '@kaksha/shared';
import { ownerOr, publicIdentified, SIGNED_IN } from '../../core/access';
import { callerOf } from '../../core/caller';
import type { CartPricing } from './cart-pricing';
import type { CartService } from './cart.service';

export const cartRoutes: FastifyPluginAsyncZod<{
  cart: CartService;
  pricing: CartPricing;
}> = async (app, { cart, pricing }) => {
  app.post(
    '/v1.5/cart/quote',
    {
      config: { access: publicIdentified },
      schema: {
        tags: ['cart'],
        summary: 'Price a cart on the server (catalogue, sale prices, coupon); sign-in optional',
        body: cartQuoteBodySchema,
        response: { 200: cartQuoteSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const priced = await pricing.price(request.body.courseIds, request.body.couponCode, {
        clientAddress: request.ip,
        userId: request.caller?.id,
      });
      return cart.withBatches(priced.quote, request.body.batches);
    },
  );

  app.get(
    '/v1.5/cart',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['cart'],
        summary: 'Your server cart',
        response: { 200: serverCartSchema, 401: errorBodySchema },
      },
    },
    async (request) => cart.view(callerOf(request), request.ip),
  );

  app.post(
    '/v1.5/cart/add',
    {
      config: { access: ownerOr() },
      schema: {
        tags: ['cart'],
        summary: 'Add a program to your server cart',
        body: cartChangeBodySchema,
        response: { 200: serverCartSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      cart.add(callerOf(request), request.body.userId, request.body.courseId, request.ip),
  );

  app.post(
    '/v1.5/cart/delete',
    {
      config: { access: ownerOr() },
      schema: {
        tags: ['cart'],
        summary: 'Remove a program from your server cart',
        body: cartChangeBodySchema,
        response: { 200: serverCartSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      cart.remove(callerOf(request), request.body.userId, request.body.courseId, request.ip),
  );

  app.post(
    '/v1.5/cart/merge',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['cart'],
        summary: "Merge the browser's cart into your server cart (on log-in)",
        body: cartMergeBodySchema,
        response: { 200: serverCartSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => cart.merge(callerOf(request), request.body.courseIds, request.ip),
  );
};
