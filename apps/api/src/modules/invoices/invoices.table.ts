import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvoiceSnapshot } from '@kaksha/shared';
import { orders, refunds } from '../payments';

/**
 * One counter row per document series and financial year ('invoice:26-27', 'credit_note:26-27').
 * A number is taken by one conditional upsert in the transaction that issues the document, so the
 * row stays locked until that transaction ends: numbers are gapless (a rolled-back issue gives its
 * number back) and never repeat, whatever the number of instances.
 */
export const documentCounters = pgTable('document_counters', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Columns both documents share: the number and the figures staff lists and the GST pack read. */
const documentColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  number: text('number').notNull(),
  financialYear: text('financial_year').notNull(),
  seq: integer('seq').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  buyerName: text('buyer_name').notNull(),
  buyerStateCode: text('buyer_state_code').notNull(),
  buyerGstin: text('buyer_gstin'),
  taxablePaise: integer('taxable_paise').notNull(),
  cgstPaise: integer('cgst_paise').notNull(),
  sgstPaise: integer('sgst_paise').notNull(),
  igstPaise: integer('igst_paise').notNull(),
  totalPaise: integer('total_paise').notNull(),
  /** Everything printed, frozen at issue (a trigger refuses updates and deletes). */
  snapshot: jsonb('snapshot').$type<InvoiceSnapshot>().notNull(),
});

/** A GST tax invoice: one per paid order that enrolled something for money. */
export const invoices = pgTable(
  'invoices',
  {
    ...documentColumns(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('invoices_order_unique').on(t.orderId),
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_series_seq_unique').on(t.financialYear, t.seq),
    index('invoices_issued_idx').on(t.issuedAt, t.id),
    check(
      'invoices_sums',
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
    ),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

/** A credit note (CGST Rule 53): one per processed refund of an invoiced order, its own series. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    ...documentColumns(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('credit_notes_refund_unique').on(t.refundId),
    uniqueIndex('credit_notes_number_unique').on(t.number),
    uniqueIndex('credit_notes_series_seq_unique').on(t.financialYear, t.seq),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_issued_idx').on(t.issuedAt, t.id),
    check(
      'credit_notes_sums',
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
    ),
  ],
);
export type CreditNoteRow = typeof creditNotes.$inferSelect;
