import { link } from './legal-document.types';
import type { LegalDocument } from './legal-document.types';
import {
  CHILD_AGE,
  COMPANY,
  COOKIE_LIFETIMES,
  EFFECTIVE_DATE,
  GRIEVANCE_EMAIL,
  LAST_UPDATED,
  MINIMUM_AGE,
  RETENTION,
} from './legal-facts';
import { CHANGES_SECTION, GRIEVANCE_SECTION, RIGHTS_SECTION } from './privacy-rights-sections';
import { REFUND_POLICY_SECTION } from './refund-policy-section';

/**
 * /policy: the privacy policy (what the product keeps, why, for how long, who processes it, your
 * rights under India's Digital Personal Data Protection Act, 2023) and the refund policy.
 * It describes what the code does (docs/architecture.md); change both together.
 */
export const PRIVACY_AND_REFUND_POLICY: LegalDocument = {
  title: 'Privacy & Refund Policy',
  summary:
    'How Kaksha collects, uses, shares and protects your personal data, the choices and rights you have, and when you can cancel a purchase and get your money back.',
  effectiveDate: EFFECTIVE_DATE,
  lastUpdated: LAST_UPDATED,
  sections: [
    {
      id: 'about-this-policy',
      title: 'About this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: `Kaksha is run by ${COMPANY.name}, ${COMPANY.address} (“Kaksha”, “we”, “us”). This policy applies to our website, our live programs and events, and the e-mails we send. Under India’s Digital Personal Data Protection Act, 2023 (the “DPDP Act”), we are the Data Fiduciary for the personal data described here: we decide why and how it is processed, and we are responsible for it.`,
        },
        {
          kind: 'paragraph',
          text: [
            'Please read it together with our ',
            link('Terms & Conditions', '/terms_condition'),
            '. If you do not agree with this policy, please do not use Kaksha.',
          ],
        },
      ],
    },
    {
      id: 'data-we-collect',
      title: 'Personal data we collect',
      blocks: [
        { kind: 'paragraph', text: 'We collect only what we need to run Kaksha:' },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Your account',
              description:
                'Your name, e-mail address and password when you sign up. We never store your password itself, only a one-way hash of it. If you sign in with Google, we receive your name, e-mail address and Google account identifier instead of a password.',
            },
            {
              term: 'Your profile',
              description:
                'Your mobile number, college name and stream, which you add at checkout or on your profile page.',
            },
            {
              term: 'Orders and payments',
              description:
                'The programs you buy, prices, coupons used, order and payment status, and refunds. Payments are handled by our payment gateway, Razorpay: you enter your card, UPI or wallet details on Razorpay’s checkout, and we never see or store card numbers, UPI PINs or wallet passwords. Razorpay tells us the payment’s identifier and whether it succeeded.',
            },
            {
              term: 'Call-back requests',
              description:
                'Your name, mobile number, the program you are interested in and a preferred time to call, when you ask us to call you back, with the time you agreed to be contacted.',
            },
            {
              term: 'Event registrations',
              description:
                'Your name and e-mail address when you register for an event or workshop, and whether your place is confirmed, waitlisted or cancelled.',
            },
            {
              term: 'Messages to us',
              description:
                'What you write when you e-mail us, call us or submit a blog post or project, and our replies.',
            },
            {
              term: 'Technical data',
              description:
                'Our servers log each request: the page or address asked for, your IP address, the time, the result and a request identifier, so that we can keep the service secure and fix faults. Passwords, tokens and cookies are blanked out of these logs.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not use third-party analytics, advertising trackers or social-media pixels, and we do not buy personal data from anyone.',
        },
      ],
    },
    {
      id: 'how-we-use-data',
      title: 'How we use your data and why',
      blocks: [
        {
          kind: 'list',
          items: [
            'To create and secure your account and sign you in, including protecting it against password-guessing.',
            'To sell you programs, take payment, enrol you, issue refunds and send receipts and payment confirmations.',
            'To run your programs: class schedules, course access and learner support.',
            'To register you for events and send confirmations and a reminder before the event starts.',
            'To call you back when you ask us to, about the program you chose.',
            'To keep Kaksha secure, prevent fraud and abuse, and find and fix faults.',
            'To meet our legal obligations, such as keeping tax and accounting records, and to answer lawful requests from authorities.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We process your data with your consent, which you give when you sign up, buy, register for an event or ask for a call back, or for the legitimate uses the DPDP Act allows, such as data you give us voluntarily for a stated purpose and compliance with the law. You can withdraw your consent at any time (see “Your rights”); that does not affect what was done before, and we may then be unable to keep providing a service that needs the data.',
        },
        {
          kind: 'paragraph',
          text: 'The e-mails we send are about your account, purchases and registrations. We do not sell your data, and we do not use it for advertising.',
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and browser storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use only what the site needs to work, so there is no cookie banner to click. Our cookies are “HttpOnly”: the page’s scripts cannot read them, only our server.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'kaksha_refresh (cookie)',
              description: `Keeps you signed in. Removed when you log out; expires after ${COOKIE_LIFETIMES.refreshDays} days.`,
            },
            {
              term: 'kaksha_device_… (cookie)',
              description: `Remembers that this browser has signed in to your account before, so that someone guessing your password from elsewhere cannot lock you out. It is sent only to our log-in address and expires after ${COOKIE_LIFETIMES.deviceDays} days.`,
            },
            {
              term: 'kaksha_oidc (cookie)',
              description: `Set only while you sign in with Google, to complete that sign-in safely; it expires after ${COOKIE_LIFETIMES.googleSignInMinutes} minutes.`,
            },
            {
              term: 'Browser storage',
              description:
                'Your cart and any coupon code you entered, your sign-in token and whether you are logged in are kept in your browser’s local storage, so your cart survives a reload. Logging out removes the token and empties the cart.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'You can clear cookies and site data in your browser’s settings at any time; you will then need to sign in again.',
        },
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share data with',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Inside Kaksha, only the staff who need it see your data: our sales and support team see learners’ profiles, orders and call-back requests; every change staff make to orders, coupons and events is logged. Outside Kaksha, we share personal data only with:',
        },
        {
          kind: 'list',
          items: [
            'Razorpay, our payment gateway, to take payments and send refunds.',
            'Our e-mail delivery provider, to send receipts, confirmations and event reminders.',
            'Our cloud hosting and storage providers, who run our servers, database and file storage.',
            'Google, only if you choose to sign in with Google.',
            'Government or law-enforcement authorities, when the law requires it.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'These providers process the data only on our instructions and under contracts that require them to keep it secure. Some of them may process data outside India; we transfer data abroad only as the DPDP Act and the Government of India’s rules permit. We never sell your personal data.',
        },
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep personal data only as long as we need it for the purpose we collected it for, or as the law requires, and then delete it:',
        },
        {
          kind: 'definitions',
          items: [
            { term: 'Account and profile', description: RETENTION.account },
            { term: 'Sign-in sessions and e-mailed links', description: RETENTION.sessions },
            { term: 'Orders, payments and refunds', description: RETENTION.orders },
            { term: 'Call-back requests', description: RETENTION.callBacks },
            { term: 'Event registrations', description: RETENTION.eventRegistrations },
            { term: 'Server logs', description: RETENTION.serverLogs },
            { term: 'Records of attempts (rate limits)', description: RETENTION.rateLimits },
          ],
        },
      ],
    },
    {
      id: 'security',
      title: 'How we protect your data',
      blocks: [
        {
          kind: 'list',
          items: [
            'Everything between your browser and our servers travels encrypted over HTTPS.',
            'Passwords are stored only as Argon2id hashes; sign-in tokens are short-lived and stored hashed; repeated wrong passwords are slowed down and limited.',
            'Staff access is limited by role, and staff changes are kept in an audit log that cannot be edited.',
            'Card, UPI and wallet details go straight to Razorpay and never reach us.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'No system is perfectly secure. If a personal data breach affects you, we will tell you and the Data Protection Board of India as the DPDP Act requires. If you think your account has been misused, write to ',
            link(GRIEVANCE_EMAIL, `mailto:${GRIEVANCE_EMAIL}`),
            ' at once.',
          ],
        },
      ],
    },
    RIGHTS_SECTION,
    {
      id: 'children',
      title: 'Children',
      blocks: [
        {
          kind: 'paragraph',
          text: `Kaksha is not meant for children under ${CHILD_AGE}, and we do not knowingly collect personal data from children under ${CHILD_AGE}. If you believe a child under ${CHILD_AGE} has given us personal data, write to us and we will delete it.`,
        },
        {
          kind: 'paragraph',
          text: `If you are under ${MINIMUM_AGE}, you may use Kaksha only with the consent of a parent or lawful guardian, who accepts this policy and our terms for you. We may ask for that consent to be confirmed, and we do not track or target advertising at anyone.`,
        },
      ],
    },
    REFUND_POLICY_SECTION,
    GRIEVANCE_SECTION,
    CHANGES_SECTION,
  ],
};
