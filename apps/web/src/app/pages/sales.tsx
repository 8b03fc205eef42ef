import { useState } from 'react';
import { SendPaymentLinkDialog } from '../../features/payment-links/components/send-payment-link-dialog';
import type { PaymentLinkPrefill } from '../../features/payment-links/payment-link-form';
import { ActiveCartsPage } from '../../features/sales/routes/active-carts-page';
import { SalesPage } from '../../features/sales/routes/sales-page';
import type { SalesContact } from '../../features/sales/sales-contact';

/** The send dialog of the payment-links feature, opened for a sales row's person. */
function useSendPaymentLink() {
  const [prefill, setPrefill] = useState<PaymentLinkPrefill | null>(null);
  const open = (contact: SalesContact) => setPrefill(contact);
  const dialog = prefill && (
    <SendPaymentLinkDialog prefill={prefill} onClose={() => setPrefill(null)} />
  );
  return { open, dialog };
}

/** The sales console, its rows offering "Send payment link" (the payment-links feature's dialog). */
export function SalesRoute() {
  const send = useSendPaymentLink();
  return (
    <>
      <SalesPage onSendPaymentLink={send.open} />
      {send.dialog}
    </>
  );
}

/** The active carts, each offering "Send payment link" for the cart's programs. */
export function ActiveCartsRoute() {
  const send = useSendPaymentLink();
  return (
    <>
      <ActiveCartsPage onSendPaymentLink={send.open} />
      {send.dialog}
    </>
  );
}
