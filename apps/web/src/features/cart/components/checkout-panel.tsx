import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PAYMENT_MESSAGES } from '@kaksha/shared';
import type { Billing } from '@kaksha/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cartQuoteQuery } from '../api';
import { useBatchChoices } from '../../../lib/batch-choice';
import { isCouponApplied } from '../coupon-feedback';
import { GST_NOTE } from '../billing-details';
import { useBillingDetails } from '../use-billing-details';
import { useCheckoutDetails } from '../use-checkout-details';
import { useCheckoutPayment } from '../use-checkout-payment';
import type { PaymentPhase } from '../use-checkout-payment';
import { BillingDetailsForm } from './billing-details-form';
import { CheckoutDetailsForm } from './checkout-details-form';
import { PriceChangedDialog, UnsavedChangesDialog } from './checkout-dialogs';
import { OrderSummary } from './order-summary';
import { ReminderChoicesFields, useReminderChoices } from './reminder-choices-form';
import { reminderChoicesRequest, type ReminderChoicesValues } from '../reminder-choices';

export interface CheckoutPanelProps {
  courseIds: readonly string[];
  couponCode: string | undefined;
}

const BUSY_LABELS: Partial<Record<PaymentPhase, string>> = {
  creating: 'Creating your order',
  checkout: 'Waiting for the payment',
  confirming: 'Confirming your payment',
};

/** The details form beside the order summary and the Complete Payment button. */
export function CheckoutPanel({ courseIds, couponCode }: CheckoutPanelProps) {
  const details = useCheckoutDetails();
  const profile = details.profileQuery.data;
  const billing = useBillingDetails(profile && { id: profile.id, name: profile.name });
  const quoteQuery = useQuery(cartQuoteQuery(courseIds, couponCode, useBatchChoices()));
  const quote = quoteQuery.data;
  // A coupon the server no longer accepts is left out of the order rather than failing it.
  const orderCoupon = quote && isCouponApplied(quote.coupon) ? couponCode : undefined;
  const payment = useCheckoutPayment(quote, orderCoupon, billing.showServerErrors);
  const choices = useReminderChoices();
  const [isAskingToSave, setIsAskingToSave] = useState(false);

  const busyLabel = BUSY_LABELS[payment.phase];
  const canPay =
    details.profileQuery.isSuccess && Boolean(quote) && !quoteQuery.isPlaceholderData && !busyLabel;

  // Paying submits the details and the billing: what is still missing or wrong shows now, the
  // first such field focused (the details' before the billing's), as on any form's submit. Until
  // then an error waits for the learner to leave a field.
  async function pay() {
    let areDetailsValid = false;
    await details.form.handleSubmit(() => {
      areDetailsValid = true;
    })();
    const validBilling = await billing.validate(areDetailsValid);
    const validChoices = await validateChoices(areDetailsValid && Boolean(validBilling));
    if (!areDetailsValid || !validBilling || !validChoices) return;
    if (details.hasUnsavedChanges()) return setIsAskingToSave(true);
    startPayment(validBilling);
  }

  async function saveThenPay() {
    const validBilling = await billing.validate(true);
    if (!validBilling || !(await details.saveDetails())) return;
    setIsAskingToSave(false);
    startPayment(validBilling);
  }

  /** The consent box and age answer, checked; the age question focused when it must be answered. */
  async function validateChoices(shouldFocus: boolean): Promise<ReminderChoicesValues | undefined> {
    let valid: ReminderChoicesValues | undefined;
    await choices.handleSubmit(
      (values) => {
        valid = values;
      },
      () => {
        if (shouldFocus) choices.setFocus('ageStatement');
      },
    )();
    return valid;
  }

  function startPayment(validBilling: Billing) {
    billing.remember(validBilling);
    payment.start(
      details.form.getValues(),
      validBilling,
      reminderChoicesRequest(choices.getValues()),
    );
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
      <Card as="section" aria-labelledby="details-heading">
        <h2 id="details-heading" className="text-lg font-bold">
          Your details
        </h2>
        <p className="mt-1 mb-5 text-sm text-ink-600">
          We use these for your enrolment and the payment receipt.
        </p>
        {details.profileQuery.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner size="md" label="Loading your details" />
          </div>
        ) : details.profileQuery.isError ? (
          <LoadError what="your details" onRetry={() => void details.profileQuery.refetch()} />
        ) : (
          <>
            <CheckoutDetailsForm
              form={details.form}
              isEditing={details.isEditing}
              onToggle={details.toggle}
              onApply={() => void details.saveDetails()}
              isSaving={details.isSaving}
            />
            <BillingDetailsForm form={billing.form} onSubmit={() => void billing.validate(true)} />
            <ReminderChoicesFields form={choices} />
          </>
        )}
      </Card>

      <Card as="section" aria-labelledby="order-heading" className="lg:sticky lg:top-24">
        <h2 id="order-heading" className="text-lg font-bold">
          Order summary
        </h2>
        <div className="mt-3" aria-busy={quoteQuery.isFetching}>
          {quote ? (
            <>
              <OrderSummary quote={quote} />
              <p className="mt-3 text-sm text-ink-600">{GST_NOTE}</p>
            </>
          ) : quoteQuery.isError ? (
            <LoadError what="the prices" onRetry={() => void quoteQuery.refetch()} />
          ) : (
            <div className="flex justify-center py-10">
              <Spinner size="md" label="Pricing your order" />
            </div>
          )}
        </div>

        <p id="complete-details-hint" className="mt-5 text-sm text-ink-600">
          {PAYMENT_MESSAGES.completeDetails}
        </p>
        <Button
          variant="primary"
          size="lg"
          className="mt-3 w-full"
          disabled={!canPay}
          aria-describedby="complete-details-hint payment-message"
          onClick={() => void pay()}
        >
          {busyLabel && <Spinner size="sm" tone="current" label={busyLabel} />}
          Complete Payment
        </Button>
        <div id="payment-message" role="alert" className="mt-3 empty:hidden">
          {payment.failure && (
            <p className="rounded-control bg-error-50 p-3 text-sm font-medium text-error-700">
              {payment.failure}
            </p>
          )}
        </div>
      </Card>

      {isAskingToSave && (
        <UnsavedChangesDialog
          isSaving={details.isSaving}
          onSave={() => void saveThenPay()}
          onCancel={() => setIsAskingToSave(false)}
        />
      )}
      {payment.priceChange && (
        <PriceChangedDialog
          amountPaise={payment.priceChange.amountPaise}
          previousPaise={payment.priceChange.previousPaise}
          onAccept={payment.acceptNewPrice}
          onDecline={payment.declineNewPrice}
        />
      )}
    </div>
  );
}

function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-control bg-error-50 p-4 text-sm text-error-700">
      <p className="font-semibold">We couldn't load {what}.</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
