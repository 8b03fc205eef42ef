import { toRupees } from '@kaksha/shared';
import type { MailMessage } from '../../infra/mail/mailer';
import type { UserRow } from '../users';
import type { OrderRow } from './payments.table';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const rs = (paise: number) => `Rs ${toRupees(paise).toFixed(2)}`;

export function buildConfirmationMail(
  user: Pick<UserRow, 'email' | 'name'>,
  order: Pick<OrderRow, 'id' | 'amountPaise' | 'couponCode' | 'providerPaymentId'>,
  items: Array<{ name: string; finalPaise: number }>,
  invoiceNumber?: string,
): MailMessage {
  const greeting = user.name ? `Hi ${user.name},` : 'Hi,';
  const invoiceLine = invoiceNumber
    ? `Your GST tax invoice ${invoiceNumber} is attached (prices include 18% GST).`
    : '';
  const lines = items.map((item) => `- ${item.name}: ${rs(item.finalPaise)}`);
  const text = [
    greeting,
    '',
    'Your payment was successful. You are enrolled in:',
    ...lines,
    '',
    `Total paid: ${rs(order.amountPaise)}${order.couponCode ? ` (coupon ${order.couponCode})` : ''}`,
    `Order: ${order.id}${order.providerPaymentId ? `, payment ${order.providerPaymentId}` : ''}`,
    ...(invoiceLine ? [invoiceLine] : []),
    '',
    'Classes run live online on weekends. We will e-mail your batch details before the start.',
    '',
    'Team Kaksha',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>Your payment was successful. You are enrolled in:</p><ul>${items
    .map((item) => `<li>${escapeHtml(item.name)}: ${rs(item.finalPaise)}</li>`)
    .join(
      '',
    )}</ul><p><strong>Total paid: ${rs(order.amountPaise)}</strong>${order.couponCode ? ` (coupon ${escapeHtml(order.couponCode)})` : ''}</p><p>Order: ${escapeHtml(order.id)}</p>${invoiceLine ? `<p>${escapeHtml(invoiceLine)}</p>` : ''}<p>Team Kaksha</p>`;
  return { to: user.email, subject: 'Kaksha: your enrolment is confirmed', text, html };
}

/** Tells the learner that a capture for programs they already owned is on its way back. */
export function buildRefundMail(
  user: Pick<UserRow, 'email' | 'name'>,
  refund: { orderId: string; amountPaise: number; courseNames: string[]; providerRefundId: string },
): MailMessage {
  const greeting = user.name ? `Hi ${user.name},` : 'Hi,';
  const programs = refund.courseNames.join(', ') || 'these programs';
  const text = [
    greeting,
    '',
    `You were already enrolled in ${programs} when a second payment for it reached us, so we have refunded ${rs(refund.amountPaise)} to the account or card you paid with.`,
    'Refunds usually arrive within 5 to 7 business days. You keep your enrolment; nothing else changes.',
    '',
    `Order: ${refund.orderId}, refund ${refund.providerRefundId}`,
    '',
    'Team Kaksha',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>You were already enrolled in ${escapeHtml(programs)} when a second payment for it reached us, so we have refunded <strong>${rs(refund.amountPaise)}</strong> to the account or card you paid with.</p><p>Refunds usually arrive within 5 to 7 business days. You keep your enrolment; nothing else changes.</p><p>Order: ${escapeHtml(refund.orderId)}, refund ${escapeHtml(refund.providerRefundId)}</p><p>Team Kaksha</p>`;
  return { to: user.email, subject: 'Kaksha: your refund is on its way', text, html };
}
