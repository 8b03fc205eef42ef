import { LIVE_REFUND_POLICY } from '@kaksha/shared';
import { siteConfig } from '../site-config';
import type { LegalDate } from './legal-document.types';

/**
 * The facts the policy and the terms are built on, in one place: the spec's refund rules
 * (documents 1 and 2, §9), ages, dates and response times, and what the product keeps and for how
 * long. The documents' text is written from these constants, so a changed rule is one edit here.
 */

/** The terms (and this policy) apply from this date (spec §9). */
export const EFFECTIVE_DATE: LegalDate = { text: '28 September 2024', iso: '2024-09-28' };

/** When the text was last revised. A fixed date, never the clock: the pages are prerendered. */
export const LAST_UPDATED: LegalDate = { text: '29 November 2026', iso: '2026-11-29' };

/** Users are 18 or older, or use Kaksha with a parent's or guardian's consent. */
export const MINIMUM_AGE = 18;
/** We do not knowingly collect personal data from children under this age. */
export const CHILD_AGE = 13;
/** How soon we answer a request about your personal data. */
export const DATA_RIGHTS_RESPONSE_TIME = 'one month';

export const REFUND_RULES = {
  /** The rules the API prices refunds by (packages/shared: LIVE_REFUND_POLICY). */
  live: LIVE_REFUND_POLICY,
  selfPaced: {
    requestWithinDaysOfPurchase: 7,
    maxAccessedPercent: 20,
  },
  workshops: {
    /** Cancelled this many hours or more before: full refund; later or a no-show: none. */
    fullRefundHoursBefore: 48,
  },
  subscriptions: {
    refundWithinDaysOfActivation: 7,
    /** An auto-renewal must be cancelled at least this long before the renewal. */
    cancelRenewalHoursBefore: 24,
  },
  /** An approved refund reaches the provider within this many business days. */
  processingBusinessDays: { from: 7, to: 10 },
} as const;

/** Where disputes are heard. */
export const JURISDICTION = { country: 'India', courts: 'Bengaluru, Karnataka' } as const;

/** The legal entity behind Kaksha and its registered office. */
export const COMPANY = {
  name: siteConfig.office.name,
  address: siteConfig.office.lines.join(', '),
} as const;

export const GRIEVANCE_EMAIL = siteConfig.emails.privacy.address;
export const SUPPORT_EMAIL = siteConfig.emails.support.address;
export const HELLO_EMAIL = siteConfig.emails.hello.address;

/** How long each kind of personal data is kept (the policy's retention section). */
export const RETENTION = {
  account:
    'While your account is open. When you delete it (on your profile page), at once: your name, contact details, sign-ins and cart are erased; what the law requires us to keep (orders, below) stays without your name.',
  sessions:
    'Until you log out, the session ends or it is 60 days old (at most), then deleted within a day. Verification and password-reset links: deleted a day after they are used or expire.',
  orders:
    '8 years from the end of the financial year of the purchase, as Indian tax and company law require us to keep accounting records.',
  callBacks: '12 months from the request, then deleted.',
  eventRegistrations: '12 months after the event, then deleted.',
  serverLogs: '90 days.',
  rateLimits:
    'Counters of attempts (log-ins, sign-ups, e-mails asked for) only while they can still count, and deleted within two days.',
} as const;

/** Cookie lifetimes, as the API sets them (apps/api/src/modules/auth). */
export const COOKIE_LIFETIMES = {
  refreshDays: 30,
  deviceDays: 365,
  googleSignInMinutes: 10,
} as const;
