import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { paymentLinkCreateSchema } from '@kaksha/shared';
import {
  PAYMENT_LINK_MESSAGES as M,
  type PaymentLink,
  type PaymentLinkListQuery,
} from '@kaksha/shared';
import type { z } from 'zod';
import { AppError, conflict, notFound } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { Database } from '../../infra/database/database';
import type { Mailer } from '../../infra/mail/mailer';
import { ProviderError, type PaymentProvider } from '../../infra/payments/payment-provider';
import { recordAudit } from '../audit';
import type { CartPricing } from '../cart';
import type { Settlement } from '../payments';
import { buildPaymentLinkMail } from './payment-link-mail';
import { expiryOf, priceOffer } from './payment-link-offer';
import { createPaymentLinkReturns } from './payment-link-returns';
import { findLinkView, listLinks, lockLink, toView } from './payment-links.repository';
import { paymentLinks, type PaymentLinkRow } from './payment-links.table';

export type PaymentLinksDeps = {
  db: Database;
  provider: PaymentProvider;
  pricing: CartPricing;
  settlement: Settlement;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  apiBasePath: string;
  /** An account made by a link's payment gets an e-mail to set its password (the auth module). */
  welcome: (user: { id: string; email: string; name: string }) => void;
};

const providerDown = (error: unknown): never => {
  if (error instanceof ProviderError)
    throw new AppError(
      'PROVIDER_UNAVAILABLE',
      503,
      'The payment service is not answering. Please try again in a minute.',
    );
  throw error;
};

export function createPaymentLinksService(deps: PaymentLinksDeps) {
  const { db, provider } = deps;
  const apiBase = `${deps.publicUrl}${deps.apiBasePath}/v1.5/payment-links`;
  /** What the recipient opens: our address, which records the open, then the provider's page. */
  const openUrlOf = (id: string) => `${apiBase}/${id}/open`;
  const callbackUrl = `${apiBase}/callback`;

  async function view(id: string): Promise<PaymentLink> {
    const row = await findLinkView(db, id);
    if (!row) throw notFound(M.notFound, 'PAYMENT_LINK_NOT_FOUND');
    return toView(row, openUrlOf);
  }

  /** E-mails the link; the status moves to sent. A mail server down leaves it `created` (resend). */
  async function send(link: PaymentLinkRow): Promise<boolean> {
    try {
      await deps.mailer.send(buildPaymentLinkMail(link, openUrlOf(link.id)));
    } catch (error) {
      deps.log.error({ err: error, paymentLinkId: link.id }, 'payment link e-mail failed');
      return false;
    }
    await db
      .update(paymentLinks)
      .set({
        status: sql`case when ${paymentLinks.status} = 'created' then 'sent' else ${paymentLinks.status} end`,
        sentAt: sql`now()`,
        sendCount: sql`${paymentLinks.sendCount} + 1`,
      })
      .where(eq(paymentLinks.id, link.id));
    return true;
  }

  const returns = createPaymentLinkReturns(deps);

  const price = (body: z.output<typeof paymentLinkCreateSchema>) =>
    priceOffer({ db, pricing: deps.pricing }, body);

  return {
    view,

    async create(caller: Caller, body: z.output<typeof paymentLinkCreateSchema>) {
      const { priced, items, batchIds } = await price(body);
      const expiresAt = await expiryOf(db, body.expiresInDays, batchIds);
      const id = randomUUID();
      const orderId = randomUUID();
      const [inserted] = await db
        .insert(paymentLinks)
        .values({
          id,
          orderId,
          recipientName: body.recipient.name,
          recipientEmail: body.recipient.email,
          recipientMobile: body.recipient.mobile,
          items,
          amountPaise: priced.totalPaise,
          listTotalPaise: priced.listTotalPaise,
          couponId: priced.appliedCoupon?.id ?? null,
          couponCode: priced.appliedCoupon?.code ?? null,
          expiresAt,
          createdBy: caller.id,
        })
        .returning();
      const link = inserted!;
      // The provider's link after our row, so a paid link always finds its offer; an outage
      // leaves nothing behind.
      const made = await provider
        .createPaymentLink({
          amountPaise: link.amountPaise,
          currency: 'INR',
          referenceId: orderId,
          description: `Kaksha: ${items.map((i) => (i.batchName ? `${i.name} (${i.batchName})` : i.name)).join(', ')}`,
          customer: {
            name: link.recipientName,
            email: link.recipientEmail,
            contact: link.recipientMobile,
          },
          expireBy: Math.floor(expiresAt.getTime() / 1000),
          callbackUrl,
          notes: { paymentLinkId: id, orderId },
        })
        .catch(async (error: unknown) => {
          await db.delete(paymentLinks).where(eq(paymentLinks.id, id));
          return providerDown(error);
        });
      const [ready] = await db.transaction(async (tx) => {
        const rows = await tx
          .update(paymentLinks)
          .set({ providerLinkId: made.id, providerUrl: made.short_url })
          .where(eq(paymentLinks.id, id))
          .returning();
        await recordAudit(tx, caller, {
          action: 'payment_link.create',
          entityType: 'payment_link',
          entityId: id,
          after: {
            recipient: body.recipient.email,
            items: items.map((i) => ({ courseId: i.courseId, batchId: i.batchId })),
            amountPaise: link.amountPaise,
            couponCode: link.couponCode,
            expiresAt: expiresAt.toISOString(),
          },
        });
        return rows;
      });
      await send(ready!);
      return view(id);
    },

    list: async (query: PaymentLinkListQuery) => {
      const page = await listLinks(db, query);
      return { items: page.rows.map((row) => toView(row, openUrlOf)), nextCursor: page.nextCursor };
    },

    async resend(caller: Caller, id: string) {
      const link = await db.transaction(async (tx) => {
        const row = await lockLink(tx, { id });
        if (!row) throw notFound(M.notFound, 'PAYMENT_LINK_NOT_FOUND');
        if (row.status === 'paid') throw conflict(M.alreadyPaid, 'PAYMENT_LINK_PAID');
        if (!['created', 'sent'].includes(row.status) || row.isExpired)
          throw conflict(M.notOpen, 'PAYMENT_LINK_NOT_OPEN');
        await recordAudit(tx, caller, {
          action: 'payment_link.resend',
          entityType: 'payment_link',
          entityId: id,
        });
        return row;
      });
      await send(link);
      return view(id);
    },

    async cancel(caller: Caller, id: string) {
      const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, id));
      if (!row) throw notFound(M.notFound, 'PAYMENT_LINK_NOT_FOUND');
      if (row.status === 'paid') throw conflict(M.alreadyPaid, 'PAYMENT_LINK_PAID');
      if (!['created', 'sent'].includes(row.status))
        throw conflict(M.notOpen, 'PAYMENT_LINK_NOT_OPEN');
      // The provider first: once it has cancelled, nobody can pay. If it was paid meanwhile, the
      // payment settles here and staff are told.
      if (row.providerLinkId) {
        const cancelled = await provider
          .cancelPaymentLink(row.providerLinkId)
          .catch(async (error: unknown) => {
            if (error instanceof ProviderError && error.status === 400) return null;
            return providerDown(error);
          });
        if (!cancelled) {
          await returns.checkWithProvider(row.id, row.providerLinkId);
          const again = await view(id);
          if (again.status === 'paid') throw conflict(M.alreadyPaid, 'PAYMENT_LINK_PAID');
          if (again.status !== 'cancelled') throw conflict(M.notOpen, 'PAYMENT_LINK_NOT_OPEN');
          return again;
        }
      }
      await db.transaction(async (tx) => {
        const locked = await lockLink(tx, { id });
        if (locked?.status === 'paid') throw conflict(M.alreadyPaid, 'PAYMENT_LINK_PAID');
        await tx
          .update(paymentLinks)
          .set({ status: 'cancelled', cancelledAt: sql`now()` })
          .where(eq(paymentLinks.id, id));
        await recordAudit(tx, caller, {
          action: 'payment_link.cancel',
          entityType: 'payment_link',
          entityId: id,
          before: { status: locked?.status },
          after: { status: 'cancelled' },
        });
      });
      return view(id);
    },

    /** The recipient opens the link: recorded once, then on to the provider's page (or the outcome). */
    async open(id: string): Promise<string> {
      const [row] = await db
        .update(paymentLinks)
        .set({ openedAt: sql`coalesce(${paymentLinks.openedAt}, now())` })
        .where(eq(paymentLinks.id, id))
        .returning();
      if (!row) throw notFound(M.notFound, 'PAYMENT_LINK_NOT_FOUND');
      if (row.status === 'paid') return `${deps.publicUrl}/payment-link/done?outcome=paid`;
      if (!row.providerUrl) return `${deps.publicUrl}/payment-link/done?outcome=failed`;
      return row.providerUrl;
    },

    ...returns,
  };
}
export type PaymentLinksService = ReturnType<typeof createPaymentLinksService>;
