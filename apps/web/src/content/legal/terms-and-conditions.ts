import { link } from './legal-document.types';
import type { LegalDocument } from './legal-document.types';
import {
  COMPANY,
  EFFECTIVE_DATE,
  HELLO_EMAIL,
  JURISDICTION,
  LAST_UPDATED,
  MINIMUM_AGE,
  SUPPORT_EMAIL,
} from './legal-facts';
import { TERMS_CLOSING_SECTIONS } from './terms-closing-sections';

/** /terms_condition: the terms of using Kaksha and buying its programs. */
export const TERMS_AND_CONDITIONS: LegalDocument = {
  title: 'Terms & Conditions',
  summary:
    'The agreement between you and Kaksha when you use our website, create an account, join a program or event, or buy from us.',
  effectiveDate: EFFECTIVE_DATE,
  lastUpdated: LAST_UPDATED,
  sections: [
    {
      id: 'about-these-terms',
      title: 'About these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: `These terms are an agreement between you and ${COMPANY.name}, ${COMPANY.address} (“Kaksha”, “we”, “us”). They apply from ${EFFECTIVE_DATE.text} to our website, accounts, live programs, events and workshops, and every purchase you make from us.`,
        },
        {
          kind: 'paragraph',
          text: [
            'By creating an account, ticking “I accept the Terms & Conditions”, or buying or registering for anything on Kaksha, you accept these terms and our ',
            link('Privacy & Refund Policy', '/policy'),
            ', which explains how we handle your personal data and refunds. If you do not accept them, please do not use Kaksha.',
          ],
        },
      ],
    },
    {
      id: 'eligibility',
      title: 'Who can use Kaksha',
      blocks: [
        {
          kind: 'paragraph',
          text: `You must be ${MINIMUM_AGE} or older to create an account or buy on Kaksha. If you are under ${MINIMUM_AGE}, you may use Kaksha only with the consent of your parent or lawful guardian, who accepts these terms on your behalf, is responsible for any purchase, and may be asked to confirm that consent.`,
        },
        {
          kind: 'paragraph',
          text: 'You may not use Kaksha if we have previously closed your account for breaking these terms, or if the law forbids you to.',
        },
      ],
    },
    {
      id: 'accounts',
      title: 'Your account',
      blocks: [
        {
          kind: 'list',
          items: [
            'Give us true, current details (name, e-mail, mobile number, college and stream) and keep them up to date on your profile page.',
            'An account is for one person. Do not share your log-in, your course access or your live-class links with anyone.',
            'Keep your password secret. You are responsible for what happens under your account until you tell us it has been misused.',
            'If you sign in with Google, Google’s terms also apply to that sign-in.',
            [
              'Tell us at once at ',
              link(SUPPORT_EMAIL, `mailto:${SUPPORT_EMAIL}`),
              ' if you think someone else has used your account; we will help you secure it.',
            ],
          ],
        },
      ],
    },
    {
      id: 'programs-and-classes',
      title: 'Programs, live classes and events',
      blocks: [
        {
          kind: 'list',
          items: [
            'Our programs are live, instructor-led and online. Classes are held on weekends (Saturday and Sunday), at the times in Indian Standard Time shown for your batch; each program page states its duration and expected hours a week.',
            'We may change a batch’s start date, class timings, instructors or syllabus to keep a program running well and up to date. We will tell you about significant changes in good time. If we cancel a program before it starts, we refund you in full.',
            'Live classes may be recorded. Where we share a recording, it is for your personal study only; we do not promise a recording of every class. If you speak or turn on your camera in a class, you may appear in its recording.',
            'Internships, projects and placement support are offered as each program describes. Admission to an internship or an interview depends on your performance and on our partners’ own decisions, and we do not guarantee a job, an internship or any salary.',
            'Places at events and workshops are limited. A registration is confirmed when we tell you so by e-mail; when an event is full, you may be put on its waiting list.',
          ],
        },
      ],
    },
    {
      id: 'payments',
      title: 'Prices, payments and coupons',
      blocks: [
        {
          kind: 'list',
          items: [
            'Prices are in Indian rupees (INR). The amount you pay is the total our system calculates at checkout, for the programs in your cart and any valid coupon. Prices shown elsewhere, in your cart or in an advertisement are indicative until then; if a price has changed, we show you the new total before you pay.',
            'You pay through our payment gateway, Razorpay, by UPI apps, cards or wallets. We may also send you a payment link by e-mail to complete a registration; it leads to the same checkout. We will never ask for your card number, OTP or UPI PIN by phone, e-mail or chat.',
            'Your enrolment is confirmed once the payment succeeds, and we send you a confirmation by e-mail. If money leaves your account for a payment that showed as failed, we check it with the gateway: either it completes your enrolment, or it is returned to you by the gateway or your bank.',
            'Coupons are subject to their own conditions: validity dates, a limit on total and per-person uses, a minimum order value and the programs they apply to. One coupon can be used per order. Coupons have no cash value, cannot be exchanged or transferred, and may be withdrawn if misused.',
            'We may correct an obvious pricing error before confirming your enrolment; if we do, we offer you the correct price or a full refund.',
          ],
        },
      ],
    },
    {
      id: 'refunds',
      title: 'Cancellations and refunds',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Cancellations and refunds follow the refund section of our ',
            link('Privacy & Refund Policy', '/policy#refunds'),
            ', which sets out the rules for live programs, self-paced courses, workshops and subscriptions, how to ask for a refund and how long it takes. It forms part of these terms.',
          ],
        },
      ],
    },
    {
      id: 'code-of-conduct',
      title: 'Code of conduct',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kaksha is a learning community. In classes, chats, forums, events and everything you send us, you agree not to:',
        },
        {
          kind: 'list',
          items: [
            'harass, threaten, insult or discriminate against anyone, or share sexual, violent or hateful content;',
            'record, copy, share or resell live classes, recordings, course materials or class links;',
            'submit someone else’s work as your own, or help others to cheat;',
            'post spam, advertising or anything unlawful, or anything that infringes someone else’s rights;',
            'try to break into accounts or our systems, probe for weaknesses, scrape the site or overload it;',
            'misuse coupons or payments, or impersonate anyone.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If you break this code, we may warn you, remove content, or suspend or close your account. For serious or repeated breaches we may remove you from a program without a refund.',
        },
      ],
    },
    ...TERMS_CLOSING_SECTIONS,
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Questions about these terms: ',
            link(HELLO_EMAIL, `mailto:${HELLO_EMAIL}`),
            '. Help with your account, a purchase or a refund: ',
            link(SUPPORT_EMAIL, `mailto:${SUPPORT_EMAIL}`),
            `. By post: ${COMPANY.name}, ${COMPANY.address}.`,
          ],
        },
        {
          kind: 'paragraph',
          text: `These terms were last updated on ${LAST_UPDATED.text}. Disputes are governed by the laws of ${JURISDICTION.country}.`,
        },
      ],
    },
  ],
};
