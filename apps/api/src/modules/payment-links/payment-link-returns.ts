import type { PaymentLinkEvent, WebhookResult } from '../payments';
import { settleLinkPayment, type LinkSettled } from './payment-link-settlement';
import type { PaymentLinksDeps } from './payment-links.service';
import { claimLinksToCheck, closeOpenLink } from './payment-links.repository';

/**
 * What comes back from the provider about a link: the payer's signed return, the webhooks, and
 * the reconciler's round for links not heard of. Each paid report settles through the one
 * once-only settlement (payment-link-settlement.ts), whichever arrives first or at once.
 */
export function createPaymentLinkReturns(
  deps: Pick<PaymentLinksDeps, 'db' | 'provider' | 'settlement' | 'log' | 'publicUrl' | 'welcome'>,
) {
  const { db, provider } = deps;

  function afterSettled(settled: LinkSettled) {
    if (settled.newAccount) deps.welcome(settled.newAccount);
  }

  /** Asks the provider about one link: paid settles it; expired or cancelled closes it. */
  async function checkWithProvider(
    id: string,
    providerLinkId: string,
  ): Promise<'paid' | 'closed' | 'open'> {
    const remote = await provider.fetchPaymentLink(providerLinkId);
    if (remote.status === 'paid') {
      for (const entry of remote.payments ?? []) {
        const payment = await provider.fetchPayment(entry.payment_id);
        const settled = await settleLinkPayment(db, deps.settlement, { id }, payment);
        if (settled.known) {
          afterSettled(settled);
          return 'paid';
        }
      }
      return 'open';
    }
    if (remote.status === 'expired' || remote.status === 'cancelled') {
      await closeOpenLink(db, { id }, remote.status);
      return 'closed';
    }
    return 'open';
  }

  return {
    /**
     * The payer's browser back from the provider's page, with the provider's signed parameters:
     * the payment is read from the provider and settled (the same once-only settlement as the
     * webhook and the reconciler). Answers the web page to send the browser to.
     */
    async callback(query: {
      razorpay_payment_id: string;
      razorpay_payment_link_id: string;
      razorpay_payment_link_reference_id: string;
      razorpay_payment_link_status: string;
      razorpay_signature: string;
    }): Promise<string> {
      const done = (outcome: 'paid' | 'pending' | 'failed') =>
        `${deps.publicUrl}/payment-link/done?outcome=${outcome}`;
      const isSigned = provider.isValidPaymentLinkSignature({
        linkId: query.razorpay_payment_link_id,
        referenceId: query.razorpay_payment_link_reference_id,
        status: query.razorpay_payment_link_status,
        paymentId: query.razorpay_payment_id,
        signature: query.razorpay_signature,
      });
      if (!isSigned || query.razorpay_payment_link_status !== 'paid') return done('pending');
      try {
        const payment = await provider.fetchPayment(query.razorpay_payment_id);
        const settled = await settleLinkPayment(
          db,
          deps.settlement,
          { providerLinkId: query.razorpay_payment_link_id },
          payment,
        );
        afterSettled(settled);
        return done(settled.known ? 'paid' : 'pending');
      } catch (error) {
        deps.log.warn(
          { err: error },
          'payment link callback: not settled (webhook or reconciler will)',
        );
        return done('pending');
      }
    },

    /** `payment_link.paid` settles; `payment_link.expired` / `.cancelled` close the link. */
    async onWebhook(event: PaymentLinkEvent): Promise<WebhookResult> {
      if (event.event === 'payment_link.paid' && event.payment) {
        let isNew = true;
        const settled = await settleLinkPayment(
          db,
          deps.settlement,
          { providerLinkId: event.link.id },
          {
            id: event.payment.id,
            order_id: event.payment.order_id ?? '',
            status: event.payment.status as 'captured',
            amount: event.payment.amount,
            currency: event.payment.currency ?? 'INR',
          },
          async (tx) => (isNew = await event.recordEvent(tx)),
        );
        if (!settled.known) {
          const recorded = await event.recordEvent(db);
          return { status: recorded ? 'ignored' : 'duplicate' };
        }
        afterSettled(settled);
        return { status: isNew ? 'processed' : 'duplicate' };
      }
      const closing =
        event.event === 'payment_link.expired'
          ? 'expired'
          : event.event === 'payment_link.cancelled'
            ? 'cancelled'
            : null;
      const isNew = await db.transaction(async (tx) => {
        const recorded = await event.recordEvent(tx);
        if (recorded && closing)
          await closeOpenLink(tx, { providerLinkId: event.link.id }, closing);
        return recorded;
      });
      return { status: isNew ? (closing ? 'processed' : 'ignored') : 'duplicate' };
    },

    checkWithProvider,

    /**
     * The reconciler's round for links: open links not heard of for `afterSeconds` are asked about
     * (claimed with SKIP LOCKED, so two instances ask about different ones): paid ones settle,
     * expired or cancelled ones close.
     */
    async reconcile(afterSeconds: number, batchSize = 100) {
      const report = { checked: 0, paid: 0, closed: 0 };
      for (const link of await claimLinksToCheck(db, afterSeconds, batchSize)) {
        report.checked += 1;
        try {
          const outcome = await checkWithProvider(link.id, link.provider_link_id);
          if (outcome === 'paid') report.paid += 1;
          if (outcome === 'closed') report.closed += 1;
        } catch (error) {
          deps.log.warn({ err: error, paymentLinkId: link.id }, 'payment link check failed');
        }
      }
      return report;
    },
  };
}
