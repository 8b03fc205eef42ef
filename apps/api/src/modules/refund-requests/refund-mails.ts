import { formatPaise } from '@kaksha/shared';
import type { MailMessage } from '../../infra/mail/mailer';
import type { MailAttachment } from '../../infra/mail/mime-message';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mail(
  to: { email: string; name: string },
  subject: string,
  paragraphs: string[],
  attachments?: MailAttachment[],
): MailMessage {
  const greeting = to.name ? `Hi ${to.name},` : 'Hi,';
  const all = [greeting, ...paragraphs, 'Team Kaksha'];
  return {
    to: to.email,
    subject,
    text: all.join('\n\n'),
    html: all.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
    ...(attachments ? { attachments } : {}),
  };
}

export function buildRequestReceivedMail(
  to: { email: string; name: string },
  request: { orderId: string; policyAmountPaise: number; ruleText: string },
) {
  return mail(to, 'Kaksha: we have your refund request', [
    `We have received your request to cancel order ${request.orderId}.`,
    `${request.ruleText} By the policy that is ${formatPaise(request.policyAmountPaise)}.`,
    'Our team reviews every request and will e-mail you the decision, usually within two business days.',
  ]);
}

export function buildApprovedMail(
  to: { email: string; name: string },
  decision: { orderId: string; amountPaise: number; note: string | null },
) {
  return mail(to, 'Kaksha: your refund is approved', [
    `We have approved a refund of ${formatPaise(decision.amountPaise)} on order ${decision.orderId}.`,
    ...(decision.note ? [decision.note] : []),
    'The money goes back to the account, card or UPI you paid with; banks usually show it within 5 to 7 business days. When the refund is processed your access to the batch ends and we e-mail you a credit note.',
  ]);
}

export function buildRejectedMail(
  to: { email: string; name: string },
  decision: { orderId: string; reason: string },
) {
  return mail(to, 'Kaksha: about your refund request', [
    `We have reviewed your request to cancel order ${decision.orderId} and cannot approve a refund.`,
    `Why: ${decision.reason}`,
    'Your enrolment stays as it is. If you think we got this wrong, reply to this e-mail.',
  ]);
}

export function buildProcessedMail(
  to: { email: string; name: string },
  refund: {
    orderId: string;
    amountPaise: number;
    creditNoteNumber: string | null;
    programs: string[];
  },
  attachments: MailAttachment[],
) {
  return mail(
    to,
    'Kaksha: your refund has been processed',
    [
      `Your refund of ${formatPaise(refund.amountPaise)} on order ${refund.orderId} has been processed by our payment gateway.`,
      `Your access to ${refund.programs.join(', ') || 'the program'} has ended: its sessions and join links are no longer in your schedule.`,
      ...(refund.creditNoteNumber
        ? [`Credit note ${refund.creditNoteNumber}, which reduces your tax invoice, is attached.`]
        : []),
    ],
    attachments,
  );
}
