import { z } from 'zod';
import { text } from './text.schema';

/**
 * India's GST facts for a course business: the states and union territories with their GST state
 * codes (the first two digits of a GSTIN), GSTIN's check character, and the billing details checkout
 * collects. Codes 25 (Daman and Diu) and 28 (Andhra Pradesh before 2014) are retired and not offered.
 */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
] as const;
export type GstStateCode = (typeof GST_STATES)[number]['code'];
const STATE_CODES = GST_STATES.map((s) => s.code) as [GstStateCode, ...GstStateCode[]];

export function gstStateName(code: string): string | undefined {
  return GST_STATES.find((s) => s.code === code)?.name;
}

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z' by default, check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z0-9][0-9A-Z]$/;

/** GSTN's check character: a Luhn mod-36 over the first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36]!;
}

export function isValidGstin(value: string): boolean {
  return (
    GSTIN_SHAPE.test(value) &&
    STATE_CODES.includes(value.slice(0, 2) as GstStateCode) &&
    gstinCheckCharacter(value.slice(0, 14)) === value[14]
  );
}

export const BILLING_MESSAGES = {
  state: 'Choose your state or union territory.',
  pin: 'Enter your 6-digit PIN code.',
  gstin: 'This GSTIN is not valid: check the 15 characters.',
  gstinNeeded: 'Enter your business’s GSTIN, or close this section for a consumer invoice.',
  gstinState: 'The GSTIN’s first two digits must match the state you chose.',
  legalName: 'Enter the business’s legal name as registered for GST.',
  address: 'Enter the business’s registered address.',
} as const;

/**
 * Billing details on an order: who the tax invoice is made out to and the place of supply. A
 * business buyer's GSTIN decides the state (its first two digits) and needs a legal name and address.
 */
export const billingSchema = z
  .object({
    name: text().trim().min(1, 'Enter the name for the invoice.').max(120),
    state: z.enum(STATE_CODES, BILLING_MESSAGES.state),
    pin: text()
      .trim()
      .regex(/^[1-9][0-9]{5}$/, BILLING_MESSAGES.pin),
    gstin: text()
      .trim()
      .toUpperCase()
      .max(15)
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || isValidGstin(v), BILLING_MESSAGES.gstin),
    legalName: text()
      .trim()
      .max(200)
      .optional()
      .transform((v) => (v ? v : undefined)),
    address: text()
      .trim()
      .max(300)
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .superRefine((billing, context) => {
    if (!billing.gstin) return;
    if (billing.gstin.slice(0, 2) !== billing.state)
      context.addIssue({ code: 'custom', path: ['gstin'], message: BILLING_MESSAGES.gstinState });
    if (!billing.legalName)
      context.addIssue({
        code: 'custom',
        path: ['legalName'],
        message: BILLING_MESSAGES.legalName,
      });
    if (!billing.address)
      context.addIssue({ code: 'custom', path: ['address'], message: BILLING_MESSAGES.address });
  });
export type BillingInput = z.input<typeof billingSchema>;
export type Billing = z.output<typeof billingSchema>;
