import { describe, expect, it } from 'vitest';
import { siteConfig } from '../site-config';
import type { LegalDocument, LegalText } from './legal-document.types';
import { EFFECTIVE_DATE, LAST_UPDATED, REFUND_RULES } from './legal-facts';
import { PRIVACY_AND_REFUND_POLICY } from './privacy-and-refund-policy';
import { TERMS_AND_CONDITIONS } from './terms-and-conditions';

const DOCUMENTS: Record<string, LegalDocument> = {
  '/policy': PRIVACY_AND_REFUND_POLICY,
  '/terms_condition': TERMS_AND_CONDITIONS,
};

function textsOf(document: LegalDocument): LegalText[] {
  return document.sections.flatMap((section) => [
    section.title,
    ...section.blocks.flatMap((block): LegalText[] => {
      switch (block.kind) {
        case 'paragraph':
          return [block.text];
        case 'list':
          return [...block.items];
        case 'subheading':
          return [block.text];
        case 'definitions':
          return block.items.flatMap((item) => [item.term, item.description]);
      }
    }),
  ]);
}

function piecesOf(document: LegalDocument) {
  return textsOf(document).flatMap((text) => (typeof text === 'string' ? [text] : [...text]));
}

function linksOf(document: LegalDocument) {
  return piecesOf(document).flatMap((piece) => (typeof piece === 'string' ? [] : [piece]));
}

/** Everything a reader sees, as one string (whitespace collapsed). */
function plainTextOf(document: LegalDocument): string {
  return piecesOf(document)
    .map((piece) => (typeof piece === 'string' ? piece : piece.text))
    .join(' ')
    .replace(/\s+/g, ' ');
}

describe('the spec’s refund, privacy and terms facts', () => {
  it('keeps the spec’s numbers in the facts file', () => {
    expect(REFUND_RULES).toEqual({
      live: {
        fullRefundDaysBeforeStart: 7,
        lateCancellationPercent: 50,
        afterStartWindowDays: { from: 7, to: 14 },
        afterStartMaxAccessedPercent: 10,
      },
      selfPaced: { requestWithinDaysOfPurchase: 7, maxAccessedPercent: 20 },
      workshops: { fullRefundHoursBefore: 48 },
      subscriptions: { refundWithinDaysOfActivation: 7, cancelRenewalHoursBefore: 24 },
      processingBusinessDays: { from: 7, to: 10 },
    });
    expect(EFFECTIVE_DATE).toEqual({ text: '28 September 2024', iso: '2024-09-28' });
  });

  const policy = plainTextOf(PRIVACY_AND_REFUND_POLICY);

  it.each([
    // Live programs
    'Cancel 7 or more days before the program’s start date and we refund you in full.',
    'Cancel within 7 days of the start date and we refund 50% of the fee, subject to review',
    'within 7 to 14 days of the start date is considered only if you have accessed less than 10% of the course',
    // Self-paced
    'within 7 days of purchase, provided you have accessed no more than 20% of the course content',
    'Courses bought at a discount or under a special offer are non-refundable.',
    // Workshops
    'Cancel 48 hours or more before the workshop starts and we refund you in full.',
    'We cannot refund a cancellation made within 48 hours of the start, or a no-show.',
    'If we cancel a workshop, you choose: a full refund, or a place in a rescheduled session.',
    // Subscriptions
    'refundable only within 7 days of its activation, and only if you have made minimal use of it',
    'cancel at least 24 hours before the renewal date',
    // Processing
    'Approved refunds are processed within 7 to 10 business days',
    'gateway fees charged on the original payment may be deducted from the refund',
    // Privacy
    'we do not knowingly collect personal data from children under 13',
    'We answer every request within one month.',
    'If you are under 18, you may use Kaksha only with the consent of a parent or lawful guardian',
  ])('the policy says: %s', (fact) => {
    expect(policy).toContain(fact);
  });

  const terms = plainTextOf(TERMS_AND_CONDITIONS);

  it.each([
    'They apply from 28 September 2024',
    'You must be 18 or older to create an account or buy on Kaksha.',
    'you may use Kaksha only with the consent of your parent or lawful guardian',
    'by UPI apps, cards or wallets',
    'We may also send you a payment link by e-mail',
    'Prices are in Indian rupees (INR).',
    'the exclusive jurisdiction of the courts at Bengaluru',
  ])('the terms say: %s', (fact) => {
    expect(terms).toContain(fact);
  });
});

describe.each(Object.entries(DOCUMENTS))('%s', (_path, document) => {
  it('has at least 8 sections with unique anchor ids', () => {
    const ids = document.sections.map((section) => section.id);
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('promises no certificate and no referral reward, which Kaksha does not give (issue 27)', () => {
    expect(plainTextOf(document)).not.toMatch(/certificate|referral|Kaksha credit/i);
  });

  it('has no empty text and no placeholder copy', () => {
    for (const section of document.sections) expect(section.blocks.length).toBeGreaterThan(0);
    for (const piece of piecesOf(document)) {
      const text = typeof piece === 'string' ? piece : piece.text;
      expect(text.trim()).not.toBe('');
    }
    expect(plainTextOf(document)).not.toMatch(
      /\b(lorem|ipsum|todo|tbd|undefined|nan|null)\b|[{}]/i,
    );
  });

  it('carries its effective and last-updated dates, each with a matching ISO date', () => {
    expect(document.effectiveDate).toEqual(EFFECTIVE_DATE);
    expect(document.lastUpdated).toEqual(LAST_UPDATED);
    for (const date of [document.effectiveDate, document.lastUpdated]) {
      const parsed = new Date(`${date.iso}T00:00:00Z`);
      expect(parsed.toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
        date.text,
      );
    }
    expect(document.lastUpdated.iso >= document.effectiveDate.iso).toBe(true);
  });

  it('links only to our own pages (with anchors that exist) and our own addresses', () => {
    const addresses = Object.values(siteConfig.emails).map((email) => email.address);
    for (const { href, text } of linksOf(document)) {
      if (href.startsWith('mailto:')) {
        expect(addresses).toContain(href.slice('mailto:'.length));
        expect(text).toBe(href.slice('mailto:'.length));
        continue;
      }
      const [path, anchor] = href.split('#');
      expect(Object.keys(DOCUMENTS)).toContain(path);
      if (anchor !== undefined)
        expect(DOCUMENTS[path!]!.sections.map((section) => section.id)).toContain(anchor);
    }
  });
});
