import type { FastifyBaseLogger } from 'fastify';
import { signWebhook } from '../razorpay-signature';
import { newEventId } from './sandbox-store';

const RETRY_DELAYS_MS = [0, 250, 1000, 3000];

/**
 * The sandbox's webhooks: signed like Razorpay's and delivered at least once, retried on failure.
 * Deliveries still under way at shutdown are given up (the reconciler settles what they would have).
 */
export function createWebhookSender(deps: {
  secret: string;
  url: () => string;
  log: FastifyBaseLogger;
}) {
  const deliveries = new Set<Promise<void>>();
  let isClosing = false;

  function deliver(event: string, payload: Record<string, unknown>) {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_kaksha_sandbox',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-event-id': newEventId(),
      'x-razorpay-signature': signWebhook(deps.secret, body),
    };
    const attempt = (async () => {
      for (const delay of RETRY_DELAYS_MS) {
        if (delay) await new Promise((r) => setTimeout(r, delay));
        if (isClosing && delay) return;
        try {
          const res = await fetch(deps.url(), {
            method: 'POST',
            headers,
            body,
            signal: AbortSignal.timeout(5000),
          });
          if (res.ok) return;
        } catch {
          // retried
        }
      }
      deps.log.warn({ event }, 'sandbox webhook not delivered');
    })();
    deliveries.add(attempt);
    void attempt.finally(() => deliveries.delete(attempt));
  }

  return {
    deliver,
    async close() {
      isClosing = true;
      await Promise.allSettled([...deliveries]);
    },
  };
}
