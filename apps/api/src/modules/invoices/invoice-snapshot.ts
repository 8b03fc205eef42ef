import {
  amountInWords,
  COACHING_SAC,
  GST_RATE_PERCENT,
  gstStateName,
  shareInProportion,
  splitTax,
  sumSplits,
  type Billing,
  type InvoiceLine,
  type InvoiceParty,
  type InvoiceSnapshot,
} from '@kaksha/shared';
import type { Seller } from '../../core/seller';

/** A paid line as the invoice prints it: the amount paid for it after discounts. */
export type InvoicedLine = { name: string; batchName: string | null; grossPaise: number };

/** The number is filled in by the statement that allocates it. */
export const NUMBER_PLACEHOLDER = '';

function sellerParty(seller: Seller): InvoiceParty {
  return {
    name: seller.legalName,
    legalName: seller.legalName,
    addressLines: seller.addressLines,
    state: seller.state,
    stateCode: seller.stateCode,
    pin: null,
    gstin: seller.gstin,
    email: seller.email,
  };
}

/**
 * The buyer and the place of supply. Without billing details (the spec's own client sends none)
 * the place of supply is the seller's state, as section 12(2)(b)(ii) of the IGST Act allows when
 * the recipient's address is not on record.
 */
function buyerParty(
  seller: Seller,
  billing: Billing | null,
  account: { name: string; email: string },
): InvoiceParty {
  const stateCode = billing?.state ?? seller.stateCode;
  return {
    name: billing?.name || account.name || account.email,
    legalName: billing?.legalName ?? null,
    addressLines: billing?.address ? [billing.address] : [],
    state: gstStateName(stateCode) ?? stateCode,
    stateCode,
    pin: billing?.pin ?? null,
    gstin: billing?.gstin ?? null,
    email: account.email,
  };
}

function taxLine(line: InvoicedLine, isIntraState: boolean): InvoiceLine {
  const split = splitTax(line.grossPaise, isIntraState);
  const half = GST_RATE_PERCENT / 2;
  return {
    description: line.name,
    batch: line.batchName,
    sac: COACHING_SAC,
    quantity: 1,
    grossPaise: split.grossPaise,
    taxablePaise: split.taxablePaise,
    cgstRatePercent: isIntraState ? half : 0,
    sgstRatePercent: isIntraState ? half : 0,
    igstRatePercent: isIntraState ? 0 : GST_RATE_PERCENT,
    cgstPaise: split.cgstPaise,
    sgstPaise: split.sgstPaise,
    igstPaise: split.igstPaise,
  };
}

function totalsOf(lines: InvoiceLine[]): InvoiceSnapshot['totals'] {
  const sum = sumSplits(lines);
  return {
    taxablePaise: sum.taxablePaise,
    cgstPaise: sum.cgstPaise,
    sgstPaise: sum.sgstPaise,
    igstPaise: sum.igstPaise,
    totalPaise: sum.grossPaise,
  };
}

export function buildInvoiceSnapshot(input: {
  seller: Seller;
  billing: Billing | null;
  account: { name: string; email: string };
  orderId: string;
  paymentId: string | null;
  issuedAt: Date;
  lines: InvoicedLine[];
}): InvoiceSnapshot {
  const buyer = buyerParty(input.seller, input.billing, input.account);
  const isIntraState = buyer.stateCode === input.seller.stateCode;
  const lines = input.lines.map((line) => taxLine(line, isIntraState));
  const totals = totalsOf(lines);
  return {
    kind: 'invoice',
    number: NUMBER_PLACEHOLDER,
    issuedAt: input.issuedAt.toISOString(),
    orderId: input.orderId,
    paymentId: input.paymentId,
    seller: sellerParty(input.seller),
    buyer,
    placeOfSupply: { state: buyer.state, stateCode: buyer.stateCode },
    isIntraState,
    reverseCharge: false,
    lines,
    totals,
    amountInWords: amountInWords(totals.totalPaise),
    against: null,
    reason: null,
  };
}

/**
 * A credit note reversing `amountPaise` of an invoice: the amount is shared over the invoice's
 * lines in proportion to what each was paid, and each share is split into taxable value and tax
 * exactly as the invoice did, so the note's lines and totals add up to the refund to the paisa.
 */
export function buildCreditNoteSnapshot(input: {
  invoice: InvoiceSnapshot;
  amountPaise: number;
  issuedAt: Date;
  reason: string;
}): InvoiceSnapshot {
  const { invoice } = input;
  const shares = shareInProportion(
    input.amountPaise,
    invoice.lines.map((line) => line.grossPaise),
  );
  const lines = invoice.lines
    .map((line, i) =>
      taxLine(
        { name: line.description, batchName: line.batch, grossPaise: shares[i]! },
        invoice.isIntraState,
      ),
    )
    .filter((line) => line.grossPaise > 0);
  const totals = totalsOf(lines);
  return {
    ...invoice,
    kind: 'credit_note',
    number: NUMBER_PLACEHOLDER,
    issuedAt: input.issuedAt.toISOString(),
    lines,
    totals,
    amountInWords: amountInWords(totals.totalPaise),
    against: { number: invoice.number, issuedAt: invoice.issuedAt },
    reason: input.reason,
  };
}
