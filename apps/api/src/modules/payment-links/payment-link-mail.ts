import { formatPaise } from '@kaksha/shared';
import type { MailMessage } from '../../infra/mail/mailer';
import type { PaymentLinkRow } from './payment-links.table';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const inIst = (date: Date) =>
  `${date.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })} IST`;

/** The e-mail that carries a payment link: what it buys, for how much, until when, and the link. */
export function buildPaymentLinkMail(link: PaymentLinkRow, url: string): MailMessage {
  const first = link.recipientName.trim().split(/\s+/)[0] ?? '';
  const greeting = first ? `Hi ${first},` : 'Hi,';
  const lines = link.items.map(
    (i) => `${i.name}${i.batchName ? ` (${i.batchName})` : ''}: ${formatPaise(i.finalPaise)}`,
  );
  const total = `${formatPaise(link.amountPaise)}${link.couponCode ? ` with coupon ${link.couponCode}` : ''}, GST included`;
  const until = inIst(link.expiresAt);
  const text = [
    greeting,
    '',
    'As we discussed, here is your link to pay for your Kaksha enrolment:',
    ...lines.map((l) => `- ${l}`),
    '',
    `Total: ${total}`,
    `Pay by ${until}:`,
    url,
    '',
    'Your seat in the batch is confirmed when the payment reaches us; you then get a confirmation and a GST tax invoice by e-mail.',
    'If you did not ask Kaksha for this, ignore this e-mail.',
    '',
    'Team Kaksha',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>As we discussed, here is your link to pay for your Kaksha enrolment:</p><ul>${lines
    .map((l) => `<li>${escapeHtml(l)}</li>`)
    .join(
      '',
    )}</ul><p><strong>Total: ${escapeHtml(total)}</strong></p><p>Pay by ${escapeHtml(until)}:<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p><p>Your seat in the batch is confirmed when the payment reaches us; you then get a confirmation and a GST tax invoice by e-mail.</p><p>If you did not ask Kaksha for this, ignore this e-mail.</p><p>Team Kaksha</p>`;
  return {
    to: link.recipientEmail,
    subject: `Kaksha: your payment link (${formatPaise(link.amountPaise)})`,
    text,
    html,
  };
}
