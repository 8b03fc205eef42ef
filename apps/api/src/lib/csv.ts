import { stringify } from 'csv-stringify/sync';

/** A cell a spreadsheet would run as a formula (or as DDE) when it starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made inert for spreadsheets: a leading `'` before a formula character (OWASP). */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function toCell(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  return neutraliseCell(String(value));
}

/**
 * A CSV file for staff downloads: byte-order mark (so spreadsheets read it as UTF-8), comma
 * separated, text cells in double quotes, CRLF between records, a header row first. Text cells that
 * would start a formula get a leading `'` (CSV injection).
 */
export function toCsv(header: string[], rows: unknown[][]): string {
  return stringify([header.map(toCell), ...rows.map((row) => row.map(toCell))], {
    bom: true,
    delimiter: ',',
    quote: '"',
    quoted_string: true,
    record_delimiter: 'windows',
  });
}
