import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { BILLING_MESSAGES, billingSchema } from '@kaksha/shared';
import type { Billing, BillingInput } from '@kaksha/shared';

// The billing details of the checkout (issue 26): who the tax invoice is made out to and the
// place of supply, checked with the shared `billingSchema` the API checks the order with.

/** The form's values: every field a string, the business part behind its own switch. */
export interface BillingFormValues {
  name: string;
  /** A GST state code ('29'), or '' before one is chosen. */
  state: string;
  pin: string;
  /** "I need a GST invoice for my business": only then are the three below sent (and checked). */
  needsGstInvoice: boolean;
  gstin: string;
  legalName: string;
  address: string;
}

export type BillingField = Exclude<keyof BillingFormValues, 'needsGstInvoice'>;

/** The fields in the order they show, for focusing the first one in error. */
export const BILLING_FIELDS: readonly BillingField[] = [
  'name',
  'state',
  'pin',
  'gstin',
  'legalName',
  'address',
];

/** The server's limits (billingSchema), as maxLength on the inputs. */
export const BILLING_MAX_LENGTH = { name: 120, pin: 6, gstin: 15, legalName: 200, address: 300 };

export const GST_NOTE = 'Prices include 18% GST. Your tax invoice is e-mailed after payment.';

/** What the schema checks: the business fields only when the learner asked for a GST invoice. */
export function toBillingInput(values: BillingFormValues): BillingInput {
  return {
    name: values.name,
    state: values.state as BillingInput['state'],
    pin: values.pin,
    ...(values.needsGstInvoice
      ? { gstin: values.gstin, legalName: values.legalName, address: values.address }
      : {}),
  };
}

const resolveBilling = zodResolver(billingSchema);

/** react-hook-form's resolver: `billingSchema` over what `toBillingInput` sends. */
export const billingResolver: Resolver<BillingFormValues, unknown, Billing> = async (
  values,
  context,
  options,
) => {
  const result = (await resolveBilling(
    toBillingInput(values),
    context,
    options as unknown as Parameters<typeof resolveBilling>[2],
  )) as unknown as ResolverResult<BillingFormValues, Billing>;
  // An open business section without a GSTIN would silently become a consumer invoice.
  if (!values.needsGstInvoice || values.gstin.trim()) return result;
  return {
    values: {},
    errors: {
      ...result.errors,
      gstin: { type: 'required', message: BILLING_MESSAGES.gstinNeeded },
    },
  } as ResolverResult<BillingFormValues, Billing>;
};

/** A GSTIN as typed: capitals, no spaces (people paste it from a certificate). */
export function normaliseGstin(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** The form's first values: the learner's last billing details here, else their profile name. */
export function initialBillingValues(
  saved: Billing | undefined,
  profileName: string,
): BillingFormValues {
  return {
    name: saved?.name ?? profileName,
    state: saved?.state ?? '',
    pin: saved?.pin ?? '',
    needsGstInvoice: Boolean(saved?.gstin),
    gstin: saved?.gstin ?? '',
    legalName: saved?.legalName ?? '',
    address: saved?.address ?? '',
  };
}

/**
 * The order's billing from the server's 400 (`errors[].field` such as 'billing.gstin'): each
 * message by the form field it belongs to.
 */
export function billingFieldErrors(
  details: ReadonlyArray<{ field?: string; message: string }>,
): Array<[BillingField, string]> {
  const found = new Map<BillingField, string>();
  for (const detail of details) {
    const match = /^billing\.(\w+)$/.exec(detail.field ?? '');
    const field = match?.[1] as BillingField | undefined;
    if (field && BILLING_FIELDS.includes(field) && !found.has(field))
      found.set(field, detail.message);
  }
  return [...found];
}

// The last billing details, per account on this browser: a returning learner does not type them
// again, and someone else signing in here never sees another account's GSTIN.

const STORAGE_PREFIX = 'billing-details:';

export function readSavedBilling(userId: string): Billing | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_PREFIX + userId);
    if (!raw) return undefined;
    const parsed = billingSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function saveBilling(userId: string, billing: BillingInput): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_PREFIX + userId, JSON.stringify(billing));
  } catch {
    // Quota or privacy mode: the learner types them again next time, nothing worse.
  }
}
