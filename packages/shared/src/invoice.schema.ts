import { z } from 'zod';
import { text } from './text.schema';
import { GST_STATES } from './gst';
import { staffPaging } from './sales.schema';

/**
 * The tax invoice as issued, frozen: everything the PDF prints (CGST Rule 46) comes from here and
 * nothing else, so the same snapshot always renders the same bytes. A credit note (Rule 53) has the
 * same shape with `kind: 'credit_note'` and `against` naming the invoice it reduces.
 */
export type InvoiceParty = {
  name: string;
  /** The registered (legal) name of a business buyer; the seller's legal name. */
  legalName: string | null;
  addressLines: string[];
  state: string;
  stateCode: string;
  pin: string | null;
  gstin: string | null;
  email: string | null;
};
export type InvoiceLine = {
  description: string;
  batch: string | null;
  sac: string;
  quantity: number;
  grossPaise: number;
  taxablePaise: number;
  cgstRatePercent: number;
  sgstRatePercent: number;
  igstRatePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};
export type InvoiceSnapshot = {
  kind: 'invoice' | 'credit_note';
  number: string;
  /** ISO instant of issue; the date printed is its IST calendar date. */
  issuedAt: string;
  orderId: string;
  paymentId: string | null;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  placeOfSupply: { state: string; stateCode: string };
  isIntraState: boolean;
  reverseCharge: false;
  lines: InvoiceLine[];
  totals: {
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
  };
  amountInWords: string;
  /** A credit note: the invoice it reduces, and why. */
  against: { number: string; issuedAt: string } | null;
  reason: string | null;
};

export const documentLinkSchema = z.object({
  id: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  amountPaise: z.number().int(),
  /** The PDF, for the owner, SALES and ADMIN. */
  url: z.string(),
});
export type DocumentLink = z.infer<typeof documentLinkSchema>;

export const INVOICE_KINDS = ['b2b', 'b2c'] as const;

/** The staff Invoices view: one row per invoice or credit note. */
export const invoiceListItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issuedAt: z.string(),
  orderId: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string().nullable(),
  buyerGstin: z.string().nullable(),
  placeOfSupply: z.string(),
  taxablePaise: z.number().int(),
  taxPaise: z.number().int(),
  totalPaise: z.number().int(),
  url: z.string(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

const STATE_CODE_VALUES = GST_STATES.map((s) => s.code) as [string, ...string[]];

export const invoiceListQuerySchema = z.object({
  /** "26-27" */
  fy: text()
    .regex(/^\d{2}-\d{2}$/, 'Financial year as 26-27.')
    .optional(),
  /** "2026-11" */
  month: text()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month as 2026-11.')
    .optional(),
  state: z.enum(STATE_CODE_VALUES, 'Choose a state by its GST code.').optional(),
  buyer: z.enum(INVOICE_KINDS).optional(),
  kind: z.enum(['invoice', 'credit_note']).optional(),
  ...staffPaging,
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const GST_RETURN_TABLES = ['b2b', 'b2cs', 'hsn', 'docs', 'cdnr', 'cdnur'] as const;
export type GstReturnTable = (typeof GST_RETURN_TABLES)[number];
export const gstReturnParamsSchema = z.object({
  period: text().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The period is a month as 2026-11.'),
  table: z.enum(GST_RETURN_TABLES, `The table is one of ${GST_RETURN_TABLES.join(', ')}.`),
});
