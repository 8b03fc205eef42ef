import { toRupees } from '@kaksha/shared';
import type { MailMessage } from '../mail/mailer';
import type { UserRow } from '../users/users.table';
import type { OrderRow } from './payments.table';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const rs = (paise: number) => `Rs ${toRupees(paise).toFixed(2)}`;

export function buildConfirmationMail(
  user: Pick<UserRow, 'email' | 'name'>,
  order: Pick<OrderRow, 'id' | 'amountPaise' | 'couponCode' | 'providerPaymentId'>,
  items: Array<{ name: string; finalPaise: number }>,
): MailMessage {
  const greeting = user.name ? `Hi ${user.name},` : 'Hi,';
  const lines = items.map((item) => `- ${item.name}: ${rs(item.finalPaise)}`);
  const text = [
    greeting,
    '',
    'Your payment was successful. You are enrolled in:',
    ...lines,
    '',
    `Total paid: ${rs(order.amountPaise)}${order.couponCode ? ` (coupon ${order.couponCode})` : ''}`,
    `Order: ${order.id}${order.providerPaymentId ? `, payment ${order.providerPaymentId}` : ''}`,
    '',
    'Classes run live online on weekends. We will e-mail your batch details before the start.',
    '',
    'Team Kaksha',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>Your payment was successful. You are enrolled in:</p><ul>${items
    .map((item) => `<li>${escapeHtml(item.name)}: ${rs(item.finalPaise)}</li>`)
    .join(
      '',
    )}</ul><p><strong>Total paid: ${rs(order.amountPaise)}</strong>${order.couponCode ? ` (coupon ${escapeHtml(order.couponCode)})` : ''}</p><p>Order: ${escapeHtml(order.id)}</p><p>Team Kaksha</p>`;
  return { to: user.email, subject: 'Kaksha: your enrolment is confirmed', text, html };
}
