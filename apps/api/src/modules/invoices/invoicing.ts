import { financialYearOf, type InvoiceSnapshot } from '@kaksha/shared';
import type { Executor, Transaction } from '../../infra/database/database';
import type { Seller } from '../../core/seller';
import type { InvoiceIssuer, PaidOrder } from '../payments';
import { buildCreditNoteSnapshot, buildInvoiceSnapshot } from './invoice-snapshot';
import {
  findInvoiceForCredit,
  insertCreditNote,
  insertInvoice,
  type IssuedDocument,
} from './invoices.repository';
import { renderInvoicePdf } from './invoice-pdf';

/**
 * Issues tax invoices and credit notes inside the transactions that make them due: the paid
 * transition (an invoice for the lines enrolled for money) and the refund's processed transition
 * (a credit note for the amount refunded). `clock` fixes the date of issue in tests (the financial
 * year's rollover at 00:00 IST on 1 April).
 */
export function createInvoicing(deps: { seller: Seller; clock?: () => Date }) {
  const now = deps.clock ?? (() => new Date());

  const issuer: InvoiceIssuer = {
    async issueFor(tx: Transaction, paid: PaidOrder) {
      // A capture refunded in full (lines already owned) sold nothing: no invoice.
      const lines = paid.items
        .filter((item) => item.finalPaise > 0)
        .map((item) => ({
          name: item.name,
          batchName: item.batchName,
          grossPaise: item.finalPaise,
        }));
      if (!lines.length) return null;
      const issuedAt = now();
      const snapshot = buildInvoiceSnapshot({
        seller: deps.seller,
        billing: paid.order.billing,
        account: paid.recipient,
        orderId: paid.order.id,
        paymentId: paid.order.providerPaymentId,
        issuedAt,
        lines,
      });
      const issued = await insertInvoice(tx, {
        orderId: paid.order.id,
        prefix: deps.seller.invoicePrefix,
        financialYear: financialYearOf(issuedAt),
        snapshot,
      });
      return { number: issued.number, renderPdf: () => renderInvoicePdf(issued.snapshot) };
    },
  };

  return {
    issuer,

    /**
     * The credit note of a processed refund of an invoiced order (null for an order without an
     * invoice: a zero-amount order, or one paid before invoices existed).
     */
    async issueCreditNote(
      tx: Executor,
      input: { orderId: string; refundId: string; amountPaise: number; reason: string },
    ): Promise<IssuedDocument | null> {
      const invoice = await findInvoiceForCredit(tx, input.orderId);
      if (!invoice) return null;
      const issuedAt = now();
      const amountPaise = Math.min(input.amountPaise, invoice.creditablePaise);
      if (amountPaise <= 0) return null;
      return insertCreditNote(tx, {
        invoiceId: invoice.id,
        refundId: input.refundId,
        prefix: deps.seller.creditNotePrefix,
        financialYear: financialYearOf(issuedAt),
        snapshot: buildCreditNoteSnapshot({
          invoice: invoice.snapshot,
          amountPaise,
          issuedAt,
          reason: input.reason,
        }),
      });
    },

    renderPdf: (snapshot: InvoiceSnapshot) => renderInvoicePdf(snapshot),
  };
}
export type Invoicing = ReturnType<typeof createInvoicing>;
