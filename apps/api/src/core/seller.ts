import { z } from 'zod';
import { DOCUMENT_PREFIX_PATTERN, gstStateName, isValidGstin } from '@kaksha/shared';

/**
 * Who issues Kaksha's tax invoices (CGST Rule 46: the supplier's name, address and GSTIN), read
 * from the environment. Required in production whenever checkout takes money; elsewhere a clearly
 * fictional seller (its GSTIN has a valid check character but belongs to nobody) so that invoices
 * can be issued and read in development and tests.
 */
export type Seller = {
  legalName: string;
  addressLines: string[];
  stateCode: string;
  state: string;
  gstin: string;
  email: string;
  invoicePrefix: string;
  creditNotePrefix: string;
};

export const SAMPLE_SELLER: Seller = {
  legalName: 'Kaksha Learning Private Limited (sample seller, not a real GST registration)',
  addressLines: ['2nd Floor, 14 Sample Road, Koramangala', 'Bengaluru 560034, Karnataka'],
  stateCode: '29',
  state: 'Karnataka',
  gstin: '29AAACK1234K1ZL',
  email: 'accounts@kaksha.in',
  invoicePrefix: 'KAK',
  creditNotePrefix: 'KCN',
};

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional());
const prefix = z
  .string()
  .regex(
    DOCUMENT_PREFIX_PATTERN,
    '1–3 capital letters, digits or "-" (numbers stay ≤ 16 characters)',
  );

export const sellerEnvSchema = z.object({
  SELLER_LEGAL_NAME: optional(z.string().min(2).max(200)),
  /** Address lines separated by '|': "2nd Floor, 14 MG Road|Bengaluru 560001, Karnataka". */
  SELLER_ADDRESS: optional(z.string().min(5).max(400)),
  SELLER_GSTIN: optional(
    z.string().refine(isValidGstin, 'not a valid GSTIN (15 characters, check character)'),
  ),
  SELLER_EMAIL: optional(z.email()),
  INVOICE_PREFIX: optional(prefix),
  CREDIT_NOTE_PREFIX: optional(prefix),
});
export type SellerEnv = z.infer<typeof sellerEnvSchema>;

const REQUIRED = ['SELLER_LEGAL_NAME', 'SELLER_ADDRESS', 'SELLER_GSTIN', 'SELLER_EMAIL'] as const;

/** The seller, or the problems that stop a server that must issue real invoices. */
export function sellerFrom(
  env: SellerEnv,
  mustBeReal: boolean,
): { seller: Seller; problems: string[] } {
  const missing = REQUIRED.filter((key) => !env[key]);
  if (missing.length === REQUIRED.length && !mustBeReal)
    return { seller: SAMPLE_SELLER, problems: [] };
  if (missing.length)
    return {
      seller: SAMPLE_SELLER,
      problems: missing.map(
        (key) =>
          `${key}: required ${mustBeReal ? 'in production when checkout takes money (tax invoices)' : 'with the other SELLER_ settings'}`,
      ),
    };
  const gstin = env.SELLER_GSTIN!;
  const stateCode = gstin.slice(0, 2);
  const invoicePrefix = env.INVOICE_PREFIX ?? SAMPLE_SELLER.invoicePrefix;
  const creditNotePrefix = env.CREDIT_NOTE_PREFIX ?? SAMPLE_SELLER.creditNotePrefix;
  const problems =
    invoicePrefix === creditNotePrefix
      ? ['CREDIT_NOTE_PREFIX: must differ from INVOICE_PREFIX (a separate series)']
      : [];
  return {
    seller: {
      legalName: env.SELLER_LEGAL_NAME!,
      addressLines: env
        .SELLER_ADDRESS!.split('|')
        .map((line) => line.trim())
        .filter(Boolean),
      stateCode,
      state: gstStateName(stateCode) ?? stateCode,
      gstin,
      email: env.SELLER_EMAIL!,
      invoicePrefix,
      creditNotePrefix,
    },
    problems,
  };
}
