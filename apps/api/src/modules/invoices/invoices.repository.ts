import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceSnapshot } from '@kaksha/shared';
import { queryRows, type Executor } from '../../infra/database/database';
import { orders } from '../payments';
import { creditNotes, documentCounters, invoices } from './invoices.table';

export type IssuedDocument = { id: string; number: string; snapshot: InvoiceSnapshot };
type RawIssued = { id: string; number: string; snapshot: InvoiceSnapshot | string };
const toIssued = (row: RawIssued): IssuedDocument => ({
  id: row.id,
  number: row.number,
  snapshot:
    typeof row.snapshot === 'string' ? (JSON.parse(row.snapshot) as InvoiceSnapshot) : row.snapshot,
});

/**
 * The next number of a series, taken by one upsert: the counter row stays locked until the
 * issuing transaction ends, so two issuers (two instances) wait for each other instead of reading
 * the same number, and a rolled-back issue gives its number back. `prefix/fy/000123`: six digits
 * at least (lpad alone would cut a seventh).
 */
function nextNumber(kind: 'invoice' | 'credit_note', prefix: string, financialYear: string): SQL {
  return sql`counter as (
    insert into ${documentCounters} (series, last_number) values (${`${kind}:${financialYear}`}, 1)
    on conflict (series) do update set last_number = ${documentCounters}.last_number + 1
    returning last_number as seq
  ), numbered as (
    select seq, ${`${prefix}/${financialYear}/`} || lpad(seq::text, greatest(6, length(seq::text)), '0') as number
    from counter
  )`;
}

/** The figures lists and the GST pack read without opening the snapshot. */
function figures(snapshot: InvoiceSnapshot): SQL {
  const { buyer, totals } = snapshot;
  return sql`${buyer.legalName ?? buyer.name}, ${buyer.stateCode}, ${buyer.gstin}, ${totals.taxablePaise},
    ${totals.cgstPaise}, ${totals.sgstPaise}, ${totals.igstPaise}, ${totals.totalPaise},
    jsonb_set(${JSON.stringify(snapshot)}::jsonb, '{number}', to_jsonb(n.number))`;
}
const FIGURE_COLUMNS =
  sql.raw(`buyer_name, buyer_state_code, buyer_gstin, taxable_paise, cgst_paise,
  sgst_paise, igst_paise, total_paise, snapshot`);

/** Issues an order's tax invoice with the next number of its financial year's series. */
export async function insertInvoice(
  db: Executor,
  input: { orderId: string; prefix: string; financialYear: string; snapshot: InvoiceSnapshot },
): Promise<IssuedDocument> {
  const rows = await queryRows<RawIssued>(
    db,
    sql`with ${nextNumber('invoice', input.prefix, input.financialYear)}
      insert into ${invoices} (order_id, number, financial_year, seq, issued_at, ${FIGURE_COLUMNS})
      select ${input.orderId}, n.number, ${input.financialYear}, n.seq, ${input.snapshot.issuedAt}::timestamptz,
        ${figures(input.snapshot)}
      from numbered n
      returning id, number, snapshot`,
  );
  return toIssued(rows[0]!);
}

/** Issues the credit note of a processed refund, in the credit-note series. */
export async function insertCreditNote(
  db: Executor,
  input: {
    invoiceId: string;
    refundId: string;
    prefix: string;
    financialYear: string;
    snapshot: InvoiceSnapshot;
  },
): Promise<IssuedDocument> {
  const rows = await queryRows<RawIssued>(
    db,
    sql`with ${nextNumber('credit_note', input.prefix, input.financialYear)}
      insert into ${creditNotes} (invoice_id, refund_id, number, financial_year, seq, issued_at, ${FIGURE_COLUMNS})
      select ${input.invoiceId}, ${input.refundId}, n.number, ${input.financialYear}, n.seq,
        ${input.snapshot.issuedAt}::timestamptz, ${figures(input.snapshot)}
      from numbered n
      returning id, number, snapshot`,
  );
  return toIssued(rows[0]!);
}

export type InvoiceRef = { id: string; orderId: string; userId: string; snapshot: InvoiceSnapshot };

/** An order's invoice with its owner (the PDF route decides who may read it). */
export async function findInvoiceOfOrder(
  db: Executor,
  orderId: string,
): Promise<InvoiceRef | undefined> {
  const rows = await queryRows<{
    id: string;
    order_id: string;
    user_id: string;
    snapshot: InvoiceSnapshot | string;
  }>(
    db,
    sql`select i.id, i.order_id, o.user_id, i.snapshot from ${invoices} i
      join ${orders} o on o.id = i.order_id where i.order_id = ${orderId}`,
  );
  const row = rows[0];
  return (
    row && {
      id: row.id,
      orderId: row.order_id,
      userId: row.user_id,
      snapshot: toIssued({ ...row, number: '' }).snapshot,
    }
  );
}

export async function findCreditNote(db: Executor, id: string): Promise<InvoiceRef | undefined> {
  const rows = await queryRows<{
    id: string;
    order_id: string;
    user_id: string;
    snapshot: InvoiceSnapshot | string;
  }>(
    db,
    sql`select c.id, i.order_id, o.user_id, c.snapshot from ${creditNotes} c
      join ${invoices} i on i.id = c.invoice_id join ${orders} o on o.id = i.order_id where c.id = ${id}`,
  );
  const row = rows[0];
  return (
    row && {
      id: row.id,
      orderId: row.order_id,
      userId: row.user_id,
      snapshot: toIssued({ ...row, number: '' }).snapshot,
    }
  );
}

export type OrderDocuments = {
  invoice: { id: string; number: string; issuedAt: Date; totalPaise: number } | null;
  creditNotes: Array<{ id: string; number: string; issuedAt: Date; totalPaise: number }>;
};

/** The invoices and credit notes of some orders (the learner's Orders and invoices). */
export async function findOrderDocuments(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, OrderDocuments>> {
  const result = new Map<string, OrderDocuments>();
  if (!orderIds.length) return result;
  const rows = await queryRows<{
    kind: 'invoice' | 'credit_note';
    id: string;
    order_id: string;
    number: string;
    issued_at: Date | string;
    total_paise: number;
  }>(
    db,
    sql`select 'invoice' as kind, id, order_id, number, issued_at, total_paise from ${invoices}
        where order_id = any(${sql.param([...orderIds])}::uuid[])
      union all
      select 'credit_note', c.id, i.order_id, c.number, c.issued_at, c.total_paise from ${creditNotes} c
        join ${invoices} i on i.id = c.invoice_id where i.order_id = any(${sql.param([...orderIds])}::uuid[])
      order by issued_at`,
  );
  for (const row of rows) {
    const docs = result.get(row.order_id) ?? { invoice: null, creditNotes: [] };
    const doc = {
      id: row.id,
      number: row.number,
      issuedAt: new Date(row.issued_at),
      totalPaise: Number(row.total_paise),
    };
    if (row.kind === 'invoice') docs.invoice = doc;
    else docs.creditNotes.push(doc);
    result.set(row.order_id, docs);
  }
  return result;
}

/** An order's invoice and what is left to credit on it (its total less the credit notes issued). */
export async function findInvoiceForCredit(
  db: Executor,
  orderId: string,
): Promise<{ id: string; snapshot: InvoiceSnapshot; creditablePaise: number } | undefined> {
  const rows = await queryRows<{
    id: string;
    snapshot: InvoiceSnapshot | string;
    creditable: number;
  }>(
    db,
    sql`select i.id, i.snapshot, i.total_paise - coalesce((select sum(c.total_paise) from ${creditNotes} c
        where c.invoice_id = i.id), 0) as creditable
      from ${invoices} i where i.order_id = ${orderId}`,
  );
  const row = rows[0];
  return (
    row && {
      id: row.id,
      snapshot: toIssued({ ...row, number: '' }).snapshot,
      creditablePaise: Number(row.creditable),
    }
  );
}
