import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@kaksha/shared';
import { AppError, notFound } from '../../../core/app-error';
import { PROVIDER, PUBLIC } from '../../../core/access';
import { signPaymentLink } from '../razorpay-signature';
import { SandboxRefusal } from './sandbox-store';
import type { SandboxLink, SandboxLinks } from './sandbox-links';
import type { createWebhookSender } from './webhook-sender';

type Deps = {
  links: SandboxLinks;
  keySecret: string;
  requireKey: (request: { headers: Record<string, unknown> }) => Promise<void>;
  webhooks: ReturnType<typeof createWebhookSender>;
};

const refusal = (message: string) => new AppError('BAD_REQUEST_ERROR', 400, message);
const asRefusal = (error: unknown): never => {
  throw error instanceof SandboxRefusal ? refusal(error.message) : error;
};
const idParams = z.object({ id: text().min(1).max(100) });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The hosted page's own policy: no script at all, its one inline style, forms to this server only. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function hostedPage(link: SandboxLink, notice: string | null): string {
  const isOpen = link.status === 'created';
  const state: Record<string, string> = {
    paid: 'This link has been paid. Thank you.',
    expired: 'This payment link has expired. Ask the sender for a new one.',
    cancelled: 'This payment link was cancelled by the sender.',
  };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Pay ${escapeHtml(rupees(link.amount))} · Razorpay sandbox</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f6fb;color:#14213d}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:1rem;box-shadow:0 4px 24px #14213d1f}
h1{font-size:1.25rem;margin:0 0 .25rem} .amount{font-size:2rem;font-weight:700;margin:.5rem 0}
.muted{color:#4a5572;font-size:.875rem} .notice{background:#fff4e5;border-radius:.5rem;padding:.5rem .75rem}
form{display:flex;gap:.75rem;margin-top:1.25rem;flex-wrap:wrap}
button{font:inherit;font-weight:600;border:0;border-radius:.5rem;padding:.75rem 1.25rem;cursor:pointer;min-height:44px}
.pay{background:#1d4ed8;color:#fff;flex:1} .fail{background:#e5e7eb;color:#14213d}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style></head>
<body><main>
<p class="muted">Razorpay sandbox · test payment, no money moves</p>
<h1>${escapeHtml(link.description)}</h1>
<p class="muted">For ${escapeHtml(link.customer.name ?? '')} (${escapeHtml(link.customer.email ?? '')})</p>
<p class="amount">${escapeHtml(rupees(link.amount))}</p>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
${
  isOpen
    ? `<p class="muted">Valid until ${escapeHtml(new Date(link.expire_by * 1000).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }))} IST</p>
<form method="post" action="${escapeHtml(link.id)}/pay">
<button class="pay" type="submit" name="outcome" value="success">Pay ${escapeHtml(rupees(link.amount))}</button>
<button class="fail" type="submit" name="outcome" value="failure">Fail payment</button>
</form>`
    : `<p role="status">${escapeHtml(state[link.status] ?? `This payment link is ${link.status}.`)}</p>`
}
</main></body></html>`;
}

/**
 * Razorpay's Payment Links in the sandbox: `POST /v1/payment_links`, `GET /v1/payment_links/:id`,
 * `POST /v1/payment_links/:id/cancel` (key required), and the hosted page at `/l/:id` that the
 * payer opens (no key: the link is the credential). Paying redirects to the link's callback URL
 * with Razorpay's query parameters and signature, and sends `payment_link.paid`,
 * `payment.captured` and `order.paid`, as Razorpay does.
 */
export const sandboxLinkRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { links, webhooks } = deps;
  const provider = { preHandler: deps.requireKey, config: { access: PROVIDER } };
  const linkEntity = (link: SandboxLink) => ({ entity: 'payment_link', ...link });

  app.post(
    '/v1/payment_links',
    {
      ...provider,
      schema: {
        hide: true,
        body: z.object({
          amount: z.number().int().min(100).max(100_000_000),
          currency: text().max(3),
          accept_partial: z.boolean().default(false),
          reference_id: text().min(1).max(40),
          description: text().max(2048).default(''),
          customer: z.record(text().max(32), text().max(254)).default({}),
          notify: z.object({ sms: z.boolean(), email: z.boolean() }).partial().optional(),
          reminder_enable: z.boolean().optional(),
          expire_by: z.number().int().positive(),
          callback_url: text().max(2048).optional(),
          callback_method: z.literal('get').optional(),
          notes: z.record(text().max(64), text().max(256)).default({}),
        }),
      },
    },
    async (request) => {
      const body = request.body;
      // Razorpay wants the expiry at least 15 minutes ahead.
      if (body.expire_by < Math.floor(Date.now() / 1000) + 15 * 60)
        throw refusal('expire_by should be at least 15 minutes after current time');
      const link = await links
        .create({
          amount: body.amount,
          currency: body.currency,
          referenceId: body.reference_id,
          description: body.description,
          customer: body.customer,
          notes: body.notes,
          callbackUrl: body.callback_url ?? null,
          expireBy: body.expire_by,
        })
        .catch(asRefusal);
      return linkEntity(link);
    },
  );

  app.get(
    '/v1/payment_links/:id',
    { ...provider, schema: { hide: true, params: idParams } },
    async (request) => {
      const link = await links.find(request.params.id);
      if (!link) throw notFound('The id provided does not exist', 'BAD_REQUEST_ERROR');
      return linkEntity(link);
    },
  );

  app.post(
    '/v1/payment_links/:id/cancel',
    { ...provider, schema: { hide: true, params: idParams } },
    async (request) => {
      const link = await links.cancel(request.params.id).catch(asRefusal);
      if (!link) throw notFound('The id provided does not exist', 'BAD_REQUEST_ERROR');
      webhooks.deliver('payment_link.cancelled', {
        payment_link: { entity: linkEntity(link) },
      });
      return linkEntity(link);
    },
  );

  app.get(
    '/l/:id',
    {
      config: { access: PUBLIC },
      schema: {
        hide: true,
        params: idParams,
        querystring: z.object({ declined: z.literal('1').optional() }),
      },
    },
    async (request, reply) => {
      const link = await links.find(request.params.id);
      if (!link) throw notFound('No such payment link', 'SANDBOX_LINK_NOT_FOUND');
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', PAGE_POLICY)
        .send(
          hostedPage(
            link,
            request.query.declined ? 'The payment was declined. You can try again.' : null,
          ),
        );
    },
  );

  app.post(
    '/l/:id/pay',
    {
      config: { access: PUBLIC },
      schema: {
        hide: true,
        params: idParams,
        body: z.object({ outcome: z.enum(['success', 'failure']) }),
      },
    },
    async (request, reply) => {
      const paid = await links.pay(request.params.id, request.body.outcome).catch(asRefusal);
      if (!paid) throw notFound('No such payment link', 'SANDBOX_LINK_NOT_FOUND');
      const { link, payment, order } = paid;
      const paymentEntity = { entity: { entity: 'payment', ...payment } };
      if (request.body.outcome === 'failure') {
        webhooks.deliver('payment.failed', { payment: paymentEntity });
        // Relative to …/l/:id/pay, so it holds behind any proxy or host name.
        return reply.redirect(`../${encodeURIComponent(link.id)}?declined=1`, 303);
      }
      const orderEntity = { entity: { entity: 'order', ...order, amount_due: 0 } };
      webhooks.deliver('payment_link.paid', {
        payment_link: { entity: linkEntity(link) },
        order: orderEntity,
        payment: paymentEntity,
      });
      webhooks.deliver('payment.captured', { payment: paymentEntity });
      webhooks.deliver('order.paid', { payment: paymentEntity, order: orderEntity });
      if (!link.callback_url) return reply.redirect(`../${encodeURIComponent(link.id)}`, 303);
      const parts = {
        linkId: link.id,
        referenceId: link.reference_id,
        status: link.status,
        paymentId: payment.id,
      };
      const target = new URL(link.callback_url);
      target.searchParams.set('razorpay_payment_id', payment.id);
      target.searchParams.set('razorpay_payment_link_id', link.id);
      target.searchParams.set('razorpay_payment_link_reference_id', link.reference_id);
      target.searchParams.set('razorpay_payment_link_status', link.status);
      target.searchParams.set('razorpay_signature', signPaymentLink(deps.keySecret, parts));
      return reply.redirect(target.href, 303);
    },
  );
};
