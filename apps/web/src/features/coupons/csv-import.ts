import { COUPON_ADMIN_MESSAGES } from '@kaksha/shared';
import type { BulkRowError } from '@kaksha/shared';
import { toEventInstant } from '@kaksha/shared';
import { COUPON_TIME_ZONE } from './limits-form';

// A bulk import file: CSV with a header row, columns
// couponCode,type,percentage[,validFrom,validTo,maxUses,perUserLimit,minOrderValue].
// The browser only shapes the rows; the server checks each one and reports the bad ones by index.

export const IMPORT_COLUMNS = [
  'couponCode',
  'type',
  'percentage',
  'validFrom',
  'validTo',
  'maxUses',
  'perUserLimit',
  'minOrderValue',
] as const;
const REQUIRED_COLUMNS = ['couponCode', 'type', 'percentage'] as const;
export const IMPORT_ROWS_MAX = 500;

export type ParsedImport =
  { ok: true; rows: Record<string, unknown>[] } | { ok: false; message: string };

const NUMBER_COLUMNS = new Set(['percentage', 'maxUses', 'perUserLimit', 'minOrderValue']);
const DATE_COLUMNS = new Set(['validFrom', 'validTo']);

/**
 * One CSV record as the bulk endpoint takes it. Empty cells are left out (no limit). Numbers and
 * dates that do not read as such go as written, so the server names the bad cell in its report;
 * a date without an offset is Indian wall-clock time, as the forms take it.
 */
function toCouponRow(record: Record<string, string>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const column of IMPORT_COLUMNS) {
    const cell = record[column]?.trim() ?? '';
    if (cell === '') continue;
    if (NUMBER_COLUMNS.has(column)) {
      row[column] = Number.isFinite(Number(cell)) ? Number(cell) : cell;
    } else if (DATE_COLUMNS.has(column)) {
      row[column] = toEventInstant(cell, COUPON_TIME_ZONE)?.toISOString() ?? cell;
    } else if (column === 'type') {
      row[column] = cell.toLowerCase();
    } else {
      row[column] = cell;
    }
  }
  return row;
}

/** Reads a coupon CSV; the parser loads on first use (it is large and few visits need it). */
export async function parseCouponCsv(text: string): Promise<ParsedImport> {
  const { parse } = await import('csv-parse/browser/esm/sync');
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim()),
      skip_empty_lines: true,
      relax_column_count: true,
    }) as Record<string, string>[];
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unreadable file';
    return { ok: false, message: `The file is not valid CSV: ${reason}` };
  }
  const header = records.length > 0 ? Object.keys(records[0] ?? {}) : [];
  const missing = REQUIRED_COLUMNS.filter(
    (column) => records.length > 0 && !header.includes(column),
  );
  if (missing.length > 0) {
    return { ok: false, message: `The header row lacks: ${missing.join(', ')}.` };
  }
  if (records.length === 0) return { ok: false, message: COUPON_ADMIN_MESSAGES.importEmpty };
  if (records.length > IMPORT_ROWS_MAX) {
    return { ok: false, message: COUPON_ADMIN_MESSAGES.importTooMany };
  }
  return { ok: true, rows: records.map(toCouponRow) };
}

/** 'Row 3 (couponCode): This coupon code already exists'; rows count from the header line as 1. */
export function describeRowError(error: Pick<BulkRowError, 'index' | 'field' | 'message'>): string {
  const row = error.index + 2;
  return error.field
    ? `Row ${row} (${error.field}): ${error.message}`
    : `Row ${row}: ${error.message}`;
}
