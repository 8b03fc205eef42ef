import { financialYearOf, GST_RETURN_TABLES, GST_STATES } from '@kaksha/shared';
import type { GstReturnTable } from '@kaksha/shared';
import type { InvoiceFilters } from './api';

/** The current financial year and the four before it, newest first ("26-27", "25-26", ...). */
export function financialYearOptions(now: Date): string[] {
  const current = Number(financialYearOf(now).slice(0, 2));
  return Array.from({ length: 5 }, (_, i) => {
    const start = (current - i + 100) % 100;
    return `${String(start).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
  });
}

/** The month now in IST, as 2026-11. */
export function currentIstMonth(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 7);
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const FY = /^\d{2}-\d{2}$/;

/** The filters an address holds, anything unknown dropped. */
export function filtersFrom(params: URLSearchParams): InvoiceFilters {
  const pick = (key: string, ok: (v: string) => boolean) => {
    const value = params.get(key) ?? '';
    return ok(value) ? value : '';
  };
  return {
    fy: pick('fy', (v) => FY.test(v)),
    month: pick('month', (v) => MONTH.test(v)),
    state: pick('state', (v) => GST_STATES.some((s) => s.code === v)),
    buyer: pick('buyer', (v) => v === 'b2b' || v === 'b2c') as InvoiceFilters['buyer'],
    kind: pick('kind', (v) => v === 'invoice' || v === 'credit_note') as InvoiceFilters['kind'],
  };
}

/** What each GSTR-1 table holds, in a line. */
export const GST_TABLE_DESCRIPTIONS: Record<GstReturnTable, string> = {
  b2b: 'Invoices to GST-registered buyers, one row each',
  b2cs: 'Consumer sales by state and rate, net of their credit notes',
  hsn: 'Summary by SAC 999293',
  docs: 'Documents issued: first and last number of each series',
  cdnr: 'Credit notes to registered buyers',
  cdnur:
    'Credit notes to unregistered buyers against large inter-state invoices (none at our prices)',
};
export { GST_RETURN_TABLES };
