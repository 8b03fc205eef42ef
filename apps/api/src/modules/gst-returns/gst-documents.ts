import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceListQuery } from '@kaksha/shared';
import { creditNotes, invoices } from '../invoices';

/**
 * Invoices and credit notes as one relation `d` (a read model over the invoices module's tables):
 * what the staff Invoices list, its CSV and the GST return pack read. A credit note carries its
 * invoice's order.
 */
export const DOCUMENTS = sql`(
  select 'invoice'::text as kind, i.id, i.number, i.financial_year, i.seq, i.issued_at, i.order_id,
    i.buyer_name, i.buyer_gstin, i.buyer_state_code, i.taxable_paise, i.cgst_paise, i.sgst_paise,
    i.igst_paise, i.total_paise, i.snapshot->'buyer'->>'email' as buyer_email,
    i.snapshot->'placeOfSupply'->>'state' as place_of_supply, null::text as against_number
  from ${invoices} i
  union all
  select 'credit_note', c.id, c.number, c.financial_year, c.seq, c.issued_at, inv.order_id,
    c.buyer_name, c.buyer_gstin, c.buyer_state_code, c.taxable_paise, c.cgst_paise, c.sgst_paise,
    c.igst_paise, c.total_paise, c.snapshot->'buyer'->>'email',
    c.snapshot->'placeOfSupply'->>'state', inv.number
  from ${creditNotes} c join ${invoices} inv on inv.id = c.invoice_id
) d`;

/** The first instant of a month in IST ("2026-11" -> 2026-10-31T18:30:00Z) and of the next. */
export function monthBounds(period: string): { from: string; to: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { from: `${period}-01T00:00:00+05:30`, to: `${next}-01T00:00:00+05:30` };
}

export function inMonth(period: string): SQL {
  const { from, to } = monthBounds(period);
  return sql`d.issued_at >= ${from}::timestamptz and d.issued_at < ${to}::timestamptz`;
}

export function documentFilters(query: Omit<InvoiceListQuery, 'cursor' | 'limit'>): SQL[] {
  const where: SQL[] = [];
  if (query.fy) where.push(sql`d.financial_year = ${query.fy}`);
  if (query.month) where.push(inMonth(query.month));
  if (query.state) where.push(sql`d.buyer_state_code = ${query.state}`);
  if (query.buyer === 'b2b') where.push(sql`d.buyer_gstin is not null`);
  if (query.buyer === 'b2c') where.push(sql`d.buyer_gstin is null`);
  if (query.kind) where.push(sql`d.kind = ${query.kind}`);
  return where;
}
