import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  NEXT_CURSOR_HEADER,
  PAYMENT_LINK_SENDERS,
  paymentLinkCreateSchema,
  paymentLinkListQuerySchema,
  paymentLinkListSchema,
  paymentLinkSchema,
  text,
} from '@kaksha/shared';
import { PUBLIC, rolesOnly } from '../../core/access';
import { callerOf } from '../../core/caller';
import type { PaymentLinksService } from './payment-links.service';

const linkParams = z.object({ id: z.uuid('Not a payment link id') });
const errors = {
  400: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  503: errorBodySchema,
};
const providerParam = text().trim().min(1).max(100);
const staff = { access: rolesOnly(...PAYMENT_LINK_SENDERS) };

/** Payment links: sent, listed, resent and cancelled by sales staff; opened and paid by the recipient. */
export const paymentLinksRoutes: FastifyPluginAsyncZod<{
  paymentLinks: PaymentLinksService;
}> = async (app, { paymentLinks }) => {
  app.post(
    '/v1.5/payment-links',
    {
      config: staff,
      schema: {
        tags: ['payment-links'],
        summary: 'Send a payment link: programs with batches, priced by the server (SALES, ADMIN)',
        body: paymentLinkCreateSchema,
        response: { 200: paymentLinkSchema, ...errors },
      },
    },
    async (request) => paymentLinks.create(callerOf(request), request.body),
  );

  app.get(
    '/v1.5/payment-links',
    {
      config: staff,
      schema: {
        tags: ['payment-links'],
        summary: 'Payment links, newest first, paged (X-Next-Cursor) (SALES, ADMIN)',
        querystring: paymentLinkListQuerySchema,
        response: { 200: paymentLinkListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await paymentLinks.list(request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );

  // The provider sends the payer's browser here after paying (Razorpay's signed query).
  app.get(
    '/v1.5/payment-links/callback',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['payment-links'],
        summary: 'Where the payer returns from the provider’s page (signed); redirects to the web',
        querystring: z.object({
          razorpay_payment_id: providerParam,
          razorpay_payment_link_id: providerParam,
          razorpay_payment_link_reference_id: providerParam,
          razorpay_payment_link_status: providerParam,
          razorpay_signature: providerParam,
        }),
        response: {
          303: z.null().describe('To the web page that tells the payer the outcome (Location)'),
          400: errorBodySchema,
        },
      },
    },
    async (request, reply) => reply.redirect(await paymentLinks.callback(request.query), 303),
  );

  app.get(
    '/v1.5/payment-links/:id',
    {
      config: staff,
      schema: {
        tags: ['payment-links'],
        summary: 'One payment link (SALES, ADMIN)',
        params: linkParams,
        response: { 200: paymentLinkSchema, ...errors },
      },
    },
    async (request) => paymentLinks.view(request.params.id),
  );

  app.get(
    '/v1.5/payment-links/:id/open',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['payment-links'],
        summary: 'The address in the e-mail: records the open, then the provider’s pay page',
        params: linkParams,
        response: {
          302: z.null().describe('To the provider’s pay page, or the outcome page once paid'),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => reply.redirect(await paymentLinks.open(request.params.id), 302),
  );

  for (const action of ['resend', 'cancel'] as const)
    app.post(
      `/v1.5/payment-links/:id/${action}`,
      {
        config: staff,
        schema: {
          tags: ['payment-links'],
          summary:
            action === 'resend'
              ? 'E-mail an open payment link again (SALES, ADMIN)'
              : 'Cancel an open payment link at the provider (SALES, ADMIN)',
          params: linkParams,
          response: { 200: paymentLinkSchema, ...errors },
        },
      },
      async (request) => paymentLinks[action](callerOf(request), request.params.id),
    );
};
