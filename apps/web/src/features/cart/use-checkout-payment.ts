import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toPaise, type Billing, type CartQuote, type PaymentOrder } from '@kaksha/shared';
import { API_BASE, isApiError, isRefusedToken, type ApiError } from '../../lib/api-client';
import { clearCart, removeCartItem } from '../../lib/cart-store';
import { forgetBatchChoice, readBatchChoice } from '../../lib/batch-choice';
import {
  confirmPayment,
  keepUnconfirmedPayment,
  type PaymentConfirmation,
  type UnsuccessfulPaymentState,
} from '../../lib/payment-confirmation';
import { SHARED_QUERY_KEYS } from '../../lib/query-keys';
import { createPaymentOrder, reportPaymentFailure } from './api';
import { buildCheckoutOptions, SHOW_COUPONS_AT_CHECKOUT } from './checkout-options';
import { checkoutScriptSource, loadCheckoutScript, readBrandColour } from './razorpay-checkout';
import type { RazorpayFailure, RazorpaySuccess } from './razorpay-checkout';
import { createIdempotencyKeys } from './idempotency-key';
import { billingFieldErrors, type BillingField } from './billing-details';
import type { reminderChoicesRequest } from './reminder-choices';

type ReminderChoices = ReturnType<typeof reminderChoicesRequest>;

export interface Payer {
  name: string;
  email: string;
  mobileNumber: string;
}

export type PaymentPhase = 'idle' | 'creating' | 'confirm-price' | 'checkout' | 'confirming';

export const CHECKOUT_MESSAGES = {
  sessionExpired: 'Your session has expired. Please log in again to pay.',
  scriptFailed: 'The payment window could not be opened. Please try again.',
  failed: 'Payment failed.',
  tryAgain: 'You can try again, or use another payment method.',
} as const;

/**
 * Complete Payment: create the order (priced by the server), ask the learner to confirm when the
 * price moved, open the checkout, then confirm the payment with the server and move on. A billing
 * field the server refuses (a 400 naming `billing.<field>`) goes to `onBillingRefused` as well.
 */
export function useCheckoutPayment(
  quote: CartQuote | undefined,
  couponCode: string | undefined,
  onBillingRefused?: (errors: Array<[BillingField, string]>) => void,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<PaymentPhase>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<{
    order: PaymentOrder;
    payer: Payer;
    expectedPaise: number;
  } | null>(null);
  const [keys] = useState(createIdempotencyKeys);
  const isBusy = useRef(false);

  async function start(payer: Payer, billing: Billing, choices: ReminderChoices = {}) {
    if (!quote || isBusy.current) return;
    isBusy.current = true;
    setFailure(null);
    setPhase('creating');
    const request = {
      mobileNumber: payer.mobileNumber.trim(),
      // The batch chosen on the program page, if any; else the server gives the soonest with a seat.
      selectedCourses: quote.lines.map((line) => {
        const batchId = readBatchChoice(line.id);
        return batchId ? { id: line.id, batchId } : { id: line.id };
      }),
      ...(couponCode ? { couponCode } : {}),
      userId: payer.email,
      // Who the tax invoice is made out to, and the place of supply.
      billing,
      // The consent box and age answer, only when given.
      ...choices,
    };
    const expectedPaise = toPaise(quote.totalDiscountedPrice);
    try {
      let order: PaymentOrder;
      try {
        order = await createPaymentOrder(expectedPaise, request, keys.keyFor(request));
      } catch (error) {
        // No usable order came of it: the next attempt asks for a new one.
        keys.forget();
        throw error;
      }
      if (order.status === 'paid') {
        await finish(
          order.orderId,
          request.selectedCourses.map((course) => course.id),
        );
      } else if (order.priceChanged) {
        // Show the server's new total and let the learner decide; the quote refreshes behind it.
        setPending({ order, payer, expectedPaise });
        setPhase('confirm-price');
        void queryClient.invalidateQueries({ queryKey: ['cart', 'quote'] });
      } else {
        await openCheckout(order, payer);
      }
    } catch (error) {
      if (isApiError(error) && error.code === 'ALREADY_ENROLLED') dropOwnedLines(error, request);
      if (isApiError(error) && (error.code === 'BATCH_FULL' || error.code === 'BATCH_CLOSED'))
        forgetRefusedBatches(error, request);
      if (isApiError(error) && error.status === 400) {
        const refused = billingFieldErrors(error.details);
        if (refused.length > 0) onBillingRefused?.(refused);
      }
      setFailure(describeOrderError(error));
      setPhase('idle');
    } finally {
      isBusy.current = false;
    }
  }

  /** The server names each program the learner already owns by its line: those leave the cart. */
  function dropOwnedLines(error: ApiError, request: { selectedCourses: { id: string }[] }) {
    for (const detail of error.details) {
      const line = detail.index === undefined ? undefined : request.selectedCourses[detail.index];
      if (line) removeCartItem(line.id);
    }
    void queryClient.invalidateQueries({ queryKey: ['cart', 'quote'] });
  }

  /**
   * A chosen batch that filled or closed is forgotten, so the next try takes the program's soonest
   * batch with a seat (the message names it). The refusal is shown; nothing is bought unasked.
   */
  function forgetRefusedBatches(error: ApiError, request: { selectedCourses: { id: string }[] }) {
    for (const detail of error.details) {
      const line = detail.index === undefined ? undefined : request.selectedCourses[detail.index];
      if (line) forgetBatchChoice(line.id);
    }
  }

  async function acceptNewPrice() {
    if (!pending) return;
    setPending(null);
    try {
      await openCheckout(pending.order, pending.payer);
    } catch {
      setFailure(CHECKOUT_MESSAGES.scriptFailed);
      setPhase('idle');
    }
  }

  function declineNewPrice() {
    setPending(null);
    setPhase('idle');
  }

  async function openCheckout(order: PaymentOrder, payer: Payer) {
    let Razorpay;
    try {
      Razorpay = await loadCheckoutScript(checkoutScriptSource(order.checkoutScript, API_BASE));
    } catch {
      throw new Error(CHECKOUT_MESSAGES.scriptFailed);
    }
    setPhase('checkout');
    const checkout = new Razorpay(
      buildCheckoutOptions({
        order,
        payer,
        quote,
        showCoupons: SHOW_COUPONS_AT_CHECKOUT,
        brandColour: readBrandColour(),
        onPaid: (response) => void confirm(response, payer.mobileNumber),
        onDismiss: () => setPhase('idle'),
      }),
    );
    checkout.on('payment.failed', (response) => handleFailure(order.orderId, response));
    checkout.open();
  }

  async function confirm(response: RazorpaySuccess, mobileNumber: string) {
    setPhase('confirming');
    setFailure(null);
    const confirmation: PaymentConfirmation = {
      orderId: response.razorpay_order_id,
      paymentId: response.razorpay_payment_id,
      signature: response.razorpay_signature,
      mobileNumber,
    };
    try {
      const result = await confirmPayment(confirmation);
      await finish(result.orderId, result.courseIds);
    } catch (error) {
      // Spec §4.4: a confirmation that fails goes to the unsuccessful page, and on to log in when
      // the session was refused. The payment is not lost either way: a refused one is kept to
      // send again once logged in, and the server's reconciler settles any with the provider.
      const state: UnsuccessfulPaymentState = {
        reason: isRefusedToken(error) ? 'session' : 'unconfirmed',
      };
      if (state.reason === 'session') keepUnconfirmedPayment(confirmation);
      navigate('/unsuccess', { state });
    }
  }

  async function finish(orderId: string, courseIds: readonly string[]) {
    keys.forget();
    void queryClient.invalidateQueries({ queryKey: SHARED_QUERY_KEYS.enrolments });
    // Emptied once the success page is showing, so this page never flashes an empty bag.
    await navigate('/payment-success', { state: { orderId, courseIds } });
    clearCart();
  }

  /** The checkout stays open for another try; the server is told (advisory, spec §4.4). */
  function handleFailure(orderId: string, response: RazorpayFailure) {
    const error = response.error ?? {};
    setFailure(
      [CHECKOUT_MESSAGES.failed, error.description, CHECKOUT_MESSAGES.tryAgain]
        .filter(Boolean)
        .join(' '),
    );
    void reportPaymentFailure({
      orderId,
      paymentId: error.metadata?.payment_id,
      description: error.description,
      reason: error.reason,
      source: error.source,
      step: error.step,
    }).catch(() => {
      // Spec §8: a failed failure report is only logged; the learner already sees the message.
    });
  }

  return {
    phase,
    failure,
    /** Set while the learner is asked to accept the server's new total. */
    priceChange: pending
      ? { amountPaise: pending.order.amount, previousPaise: pending.expectedPaise }
      : null,
    start: (payer: Payer, billing: Billing, choices?: ReminderChoices) =>
      void start(payer, billing, choices),
    acceptNewPrice: () => void acceptNewPrice(),
    declineNewPrice,
  };
}

function describeOrderError(error: unknown): string {
  if (isApiError(error)) {
    return error.status === 401 ? CHECKOUT_MESSAGES.sessionExpired : error.message;
  }
  // The checkout script that would not load, or an order answer this page could not read (a
  // schema's error, whose message is meant for developers): either way no checkout opened.
  return CHECKOUT_MESSAGES.scriptFailed;
}
