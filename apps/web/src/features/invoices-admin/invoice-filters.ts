import { financialYearOf, GST_STATES, istDate } from '@kaksha/shared';
import type { GstReturnTable } from '@kaksha/shared';
import type { InvoiceFilters } from './api';

// The Invoices page's filters and GST pack, as pure rules: which financial years and months it
// offers (IST, India's financial year from 1 April), what it reads from its address, and each
// GSTR-1 table in a line.

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

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
  return istDate(now).slice(0, 7);
}

/** The months of a financial year ("26-27": 2026-04 to 2027-03) up to `now`'s, newest first. */
export function financialYearMonths(fy: string, now: Date): string[] {
  const startYear = 2000 + Number(fy.slice(0, 2));
  const upTo = currentIstMonth(now);
  const months: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    const year = startYear + Math.floor((3 + i) / 12);
    const month = `${year}-${String(((3 + i) % 12) + 1).padStart(2, '0')}`;
    if (month <= upTo) months.push(month);
  }
  return months.reverse();
}

/** The months a filter offers: those of the chosen year, else of every year offered. */
export function monthOptions(now: Date, fy: string): string[] {
  const years = fy ? [fy] : financialYearOptions(now);
  return years.flatMap((year) => financialYearMonths(year, now));
}

/** 2026-11 -> 'November 2026'. */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1] ?? number} ${year}`;
}

/** The month whose GSTR-1 is due next: the one before `now`'s, in IST. */
export function lastClosedMonth(now: Date): string {
  const [year, month] = currentIstMonth(now).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const FY = /^\d{2}-\d{2}$/;

/** The filters an address holds, anything unknown dropped. */
export function filtersFrom(params: URLSearchParams): InvoiceFilters {
  const pick = (key: string, isKnown: (v: string) => boolean) => {
    const value = params.get(key) ?? '';
    return isKnown(value) ? value : '';
  };
  return {
    fy: pick('fy', (v) => FY.test(v)),
    month: pick('month', (v) => MONTH.test(v)),
    state: pick('state', (v) => GST_STATES.some((s) => s.code === v)),
    buyer: pick('buyer', (v) => v === 'b2b' || v === 'b2c') as InvoiceFilters['buyer'],
    kind: pick('kind', (v) => v === 'invoice' || v === 'credit_note') as InvoiceFilters['kind'],
  };
}

/**
 * The address after one filter changes; choosing a financial year drops a month outside it (the
 * API would answer nothing for the pair).
 */
export function withFilter(
  params: URLSearchParams,
  key: keyof InvoiceFilters,
  value: string,
  now: Date,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  const month = next.get('month');
  if (key === 'fy' && value && month && !financialYearMonths(value, now).includes(month))
    next.delete('month');
  return next;
}

/** What each GSTR-1 table holds, in a line. */
export const GST_TABLE_DESCRIPTIONS: Record<GstReturnTable, string> = {
  b2b: 'Invoices to GST-registered buyers, one row each',
  b2cs: 'Consumer sales by state and rate, net of their credit notes',
  hsn: 'Summary by SAC (999293)',
  docs: 'Documents issued: first and last number of each series',
  cdnr: 'Credit notes to registered buyers',
  cdnur: 'Credit notes to unregistered buyers (large inter-state invoices only)',
};
