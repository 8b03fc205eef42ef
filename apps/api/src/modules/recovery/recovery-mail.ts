import type { MailMessage } from '../../infra/mail/mailer';
import type { RecoveryKind } from '@kaksha/shared';

export type RecoveryMail = {
  kind: RecoveryKind;
  learner: { email: string; name: string };
  /** The programs of the checkout, by name. */
  programs: string[];
  /** The click-through link back to the cart summary. */
  returnUrl: string;
  /** A failed payment: what the provider or the checkout said. */
  reason: string | null;
  /** Marketing e-mails only: the one-click unsubscribe URL (also the List-Unsubscribe header). */
  unsubscribeUrl: string | null;
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Block = string | { label: string; url: string };

/** "A", "A and B", "A, B and C". */
const listed = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? 'your programs')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** What a failure was, in plain words: the provider's own description when short and readable. */
export function failureInWords(reason: string | null): string {
  const said = reason?.replace(/\s+/g, ' ').trim().slice(0, 200);
  return said
    ? `Your payment did not go through. The payment service said: "${said}". No money was taken for this attempt; if your bank shows a debit, it is reversed automatically within 5–7 working days.`
    : 'Your payment did not go through: the bank or payment app declined it, or the payment window was closed before it finished. No money was taken for this attempt.';
}

/**
 * The recovery e-mails: two reminders about an abandoned checkout (marketing: consent needed,
 * unsubscribe link and `List-Unsubscribe` headers, RFC 8058 one-click) and the failed-payment
 * e-mail (transactional: no unsubscribe headers).
 */
export function buildRecoveryMail(mail: RecoveryMail): MailMessage {
  const programs = listed(mail.programs);
  const back = { label: 'Return to your cart', url: mail.returnUrl };
  let subject: string;
  let blocks: Block[];
  if (mail.kind === 'failed_payment') {
    subject = `Your payment for ${programs} did not go through`;
    blocks = [
      failureInWords(mail.reason),
      `Your seat is not confirmed yet. You can try again with the same programs and batch:`,
      { label: 'Try the payment again', url: mail.returnUrl },
      'If it fails again, try another card, UPI app or net banking, or reply to this e-mail and we will help.',
    ];
  } else if (mail.kind === 'abandoned_1') {
    subject = `Your cart is waiting: ${programs}`;
    blocks = [
      `You left ${programs} in your cart. Your programs and batch are kept for you; seats are not held until you pay.`,
      back,
    ];
  } else {
    subject = `Still thinking about ${programs}?`;
    blocks = [
      `Your cart with ${programs} is still here. Batches fill up and enrolment closes on a date, so this is our last reminder about this cart.`,
      back,
    ];
  }
  const first = (mail.learner.name.trim().split(/\s+/)[0] ?? '').slice(0, 30);
  const all: Block[] = [first ? `Hi ${first},` : 'Hi,', ...blocks, 'Team Kaksha'];
  if (mail.unsubscribeUrl)
    all.push({
      label: 'You get these reminders because you asked for them. Stop reminders and offers',
      url: mail.unsubscribeUrl,
    });
  const text = all.map((b) => (typeof b === 'string' ? b : `${b.label}:\n${b.url}`)).join('\n\n');
  const html = all
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b)}</p>`
        : `<p>${escapeHtml(b.label)}:<br><a href="${escapeHtml(b.url)}">${escapeHtml(b.url)}</a></p>`,
    )
    .join('');
  return {
    to: mail.learner.email,
    subject,
    text,
    html,
    ...(mail.unsubscribeUrl
      ? {
          headers: {
            'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
