import { link } from './legal-document.types';
import type { LegalSection } from './legal-document.types';
import { REFUND_RULES, SUPPORT_EMAIL } from './legal-facts';

const { live, selfPaced, workshops, subscriptions, processingBusinessDays } = REFUND_RULES;

/** The refund part of /policy (spec §9), linked from the terms as /policy#refunds. */
export const REFUND_POLICY_SECTION: LegalSection = {
  id: 'refunds',
  title: 'Cancellations and refunds',
  blocks: [
    {
      kind: 'paragraph',
      text: 'This section explains when you can cancel a purchase and what you get back. Which rules apply depends on what you bought. Kaksha’s programs today are live, instructor-led programs; the rules for self-paced courses, workshops and subscriptions apply to those products whenever we offer them.',
    },
    { kind: 'subheading', text: 'Live programs' },
    {
      kind: 'list',
      items: [
        `Cancel ${live.fullRefundDaysBeforeStart} or more days before the program’s start date and we refund you in full.`,
        `Cancel within ${live.fullRefundDaysBeforeStart} days of the start date and we refund ${live.lateCancellationPercent}% of the fee, subject to review of your request.`,
        `Once the program has started, a refund request made within ${live.afterStartWindowDays.from} to ${live.afterStartWindowDays.to} days of the start date is considered only if you have accessed less than ${live.afterStartMaxAccessedPercent}% of the course (live classes attended, recordings watched and materials opened). We do not refund a live program more than ${live.afterStartWindowDays.to} days after its start date.`,
        'A program bought with a coupon (a discount or special offer) is non-refundable under this policy; we still review every request and may make an exception.',
        'If we cancel your batch, you get a full refund, whenever that happens.',
      ],
    },
    { kind: 'subheading', text: 'How we read these rules' },
    {
      kind: 'list',
      items: [
        'The start date is the date and time of your batch’s first live session, in India Standard Time.',
        `“Within ${live.fullRefundDaysBeforeStart} days of the start date” means less than ${live.fullRefundDaysBeforeStart} × 24 hours before that first session; ${live.fullRefundDaysBeforeStart} × 24 hours or more before it gets a full refund.`,
        `From the first session until ${live.afterStartWindowDays.to} days after it, we refund ${live.lateCancellationPercent}% of the fee if you have attended less than ${live.afterStartMaxAccessedPercent}% of the sessions held so far (the first week after the start is treated like the second).`,
        'What you have accessed is measured by attendance: the live sessions you were marked present at, out of the sessions held so far.',
        'Percentages apply to what you paid, less anything already refunded on the order, rounded down to the paisa.',
        'Your catalogue price (the program’s listed sale price) is not a discount; only a coupon makes a purchase a discounted or special offer.',
      ],
    },
    { kind: 'subheading', text: 'Self-paced courses' },
    {
      kind: 'list',
      items: [
        `Ask for a refund within ${selfPaced.requestWithinDaysOfPurchase} days of purchase, provided you have accessed no more than ${selfPaced.maxAccessedPercent}% of the course content.`,
        'Courses bought at a discount or under a special offer are non-refundable.',
      ],
    },
    { kind: 'subheading', text: 'Workshops' },
    {
      kind: 'list',
      items: [
        `Cancel ${workshops.fullRefundHoursBefore} hours or more before the workshop starts and we refund you in full.`,
        `We cannot refund a cancellation made within ${workshops.fullRefundHoursBefore} hours of the start, or a no-show.`,
        'If we cancel a workshop, you choose: a full refund, or a place in a rescheduled session.',
      ],
    },
    { kind: 'subheading', text: 'Subscriptions' },
    {
      kind: 'list',
      items: [
        `A subscription is refundable only within ${subscriptions.refundWithinDaysOfActivation} days of its activation, and only if you have made minimal use of it.`,
        `Subscriptions renew automatically. To stop a renewal, cancel at least ${subscriptions.cancelRenewalHoursBefore} hours before the renewal date.`,
      ],
    },
    { kind: 'subheading', text: 'Paid twice for the same program?' },
    {
      kind: 'paragraph',
      text: 'If two payments for a program you already own go through (for example, from two open browser tabs), you are enrolled once and we refund the second payment automatically. You do not need to ask.',
    },
    { kind: 'subheading', text: 'How to ask for a refund' },
    {
      kind: 'paragraph',
      text: 'Open My programs on your profile and choose “Request a refund” on the program: you see the amount this policy gives before you send the request, and you can follow its status under Orders and invoices. When a refund is processed, your access to the batch ends and we e-mail you a credit note against your tax invoice.',
    },
    {
      kind: 'paragraph',
      text: [
        'You can also write to ',
        link(SUPPORT_EMAIL, `mailto:${SUPPORT_EMAIL}`),
        ' from the e-mail address of your Kaksha account, with the program’s name and the order number from your payment confirmation e-mail. We confirm that we have received your request and tell you our decision by e-mail.',
      ],
    },
    { kind: 'subheading', text: 'When the money reaches you' },
    {
      kind: 'list',
      items: [
        `Approved refunds are processed within ${processingBusinessDays.from} to ${processingBusinessDays.to} business days, to the payment method you paid with (UPI, card or wallet), through our payment gateway, Razorpay. Your bank or wallet may take a few more days to show the credit.`,
        'Payment gateway fees charged on the original payment may be deducted from the refund.',
      ],
    },
  ],
};
