import { parse } from 'csv-parse/sync';
import { ATTENDANCE_IMPORT_MESSAGES as M } from '@kaksha/shared';
import { badRequest } from '../../core/app-error';

/**
 * A meeting tool's participant list (Zoom, Google Meet, Teams, a hand-made sheet) read into rows.
 * The header row is the first row with an e-mail column; the lines above it (a meeting summary,
 * "Meeting code: …") are passed over. A later row that is itself a header (Zoom's export puts the
 * meeting's own table first, then the participants' under a header of their own) starts a new
 * table, read the same way. Nothing here knows the batch: the service matches the addresses.
 */

export type ParticipantRow = {
  /** Where the row starts in the file, from 1. */
  line: number;
  /** The e-mail cell as written, trimmed. */
  email: string;
  name?: string;
  minutes?: number;
};

/** A file's bytes as text: UTF-8 (byte-order mark or not) or UTF-16 with its byte-order mark. */
export function decodeParticipantsCsv(bytes: Buffer): string {
  if (bytes.length === 0) throw badRequest(M.empty, 'EMPTY_FILE');
  // ZIP (.xlsx, .ods) and the old OLE container (.xls).
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0]))
    throw badRequest(M.workbook, 'NOT_CSV');
  let text: string;
  if (startsWith(bytes, [0xff, 0xfe])) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (startsWith(bytes, [0xfe, 0xff]))
    text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  // Not strict: a name saved in another code page reads with a replacement character, and the
  // addresses, which are what counts, are ASCII.
  else text = new TextDecoder('utf-8').decode(bytes);
  if (text.includes('\u0000')) throw badRequest(M.notText, 'NOT_CSV');
  if (text.trim() === '') throw badRequest(M.empty, 'EMPTY_FILE');
  return text;
}

const startsWith = (bytes: Buffer, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/** A header cell reduced to letters and digits, without a parenthesised note: "E-mail (Optional)" → "email". */
const normalise = (cell: string) =>
  cell
    .replace(/\([^)]*\)/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const EMAIL_HEADER = /^(user|attendee|participant|guest|learner|student)?email(address|id)?$/;
const NAME_HEADER = /^(full|display|user|participant|attendee|guest|learner|student)?name$/;
const FIRST_NAME_HEADER = /^(first|given)name$/;
const LAST_NAME_HEADER = /^((last|family)name|surname)$/;

type Columns = {
  email: number;
  name?: number;
  firstName?: number;
  lastName?: number;
  duration?: { index: number; unitSeconds: number };
};

function headerOf(cells: readonly string[]): Columns | undefined {
  const names = cells.map(normalise);
  const email = names.findIndex((name) => EMAIL_HEADER.test(name));
  if (email < 0) return undefined;
  const found = (pattern: RegExp) => {
    const index = names.findIndex((name) => pattern.test(name));
    return index < 0 ? undefined : index;
  };
  const duration = names.findIndex((name) => name.includes('duration'));
  const unit = cells[duration] ?? '';
  return {
    email,
    name: found(NAME_HEADER),
    firstName: found(FIRST_NAME_HEADER),
    lastName: found(LAST_NAME_HEADER),
    ...(duration < 0
      ? {}
      : {
          duration: {
            index: duration,
            unitSeconds: /sec/i.test(unit) ? 1 : /hour|hrs/i.test(unit) ? 3600 : 60,
          },
        }),
  };
}

const UNIT_SECONDS: Record<string, number> = { h: 3600, m: 60, s: 1 };

/**
 * A duration cell in minutes (one decimal): a plain number in the column's unit (Zoom's
 * "Duration (Minutes)"), "1:05:30", or units as Teams and Meet write them ("1h 5m 30s",
 * "1 hr 5 min"). Undefined for anything else.
 */
export function minutesOf(cell: string, unitSeconds = 60): number | undefined {
  const value = cell.trim().toLowerCase();
  let seconds: number | undefined;
  if (/^\d+(\.\d+)?$/.test(value)) seconds = Number(value) * unitSeconds;
  else if (/^\d+:\d{1,2}:\d{1,2}$/.test(value)) {
    const [h, m, s] = value.split(':').map(Number) as [number, number, number];
    seconds = h * 3600 + m * 60 + s;
  } else {
    const part = /(\d+(?:\.\d+)?)\s*(h|hrs?|hours?|m|mins?|minutes?|s|secs?|seconds?)\b/g;
    const rest = value.replace(part, '').replace(/[\s,]/g, '');
    const parts = [...value.matchAll(part)];
    if (parts.length && rest === '')
      seconds = parts.reduce((sum, [, n, unit]) => sum + Number(n) * UNIT_SECONDS[unit![0]!]!, 0);
  }
  return seconds === undefined ? undefined : Math.round(seconds / 6) / 10;
}

const nonEmpty = (value: string | undefined) => (value ? value : undefined);

function rowOf(cells: readonly string[], columns: Columns, line: number): ParticipantRow {
  const cell = (index: number | undefined) => (index === undefined ? '' : (cells[index] ?? ''));
  const name =
    nonEmpty(cell(columns.name)) ??
    nonEmpty([cell(columns.firstName), cell(columns.lastName)].filter(Boolean).join(' '));
  const minutes = columns.duration
    ? minutesOf(cell(columns.duration.index), columns.duration.unitSeconds)
    : undefined;
  return {
    line,
    email: cell(columns.email),
    ...(name ? { name } : {}),
    ...(minutes === undefined ? {} : { minutes }),
  };
}

type CsvRecord = { record: string[]; raw: string };
/** Line breaks in a record's raw text (csv-parse's own line count takes a quoted \r\n for two). */
const breaksIn = (raw: string) => raw.match(/\r\n|\r|\n/g)?.length ?? 0;

/** The rows under the header(s), or undefined when no row is a header. */
function tableOf(records: readonly CsvRecord[]): ParticipantRow[] | undefined {
  let columns: Columns | undefined;
  let next = 1;
  const rows: ParticipantRow[] = [];
  for (const { record, raw } of records) {
    const line = next;
    next += breaksIn(raw);
    const cells = record.map((cell) => cell.trim());
    if (cells.every((cell) => cell === '')) continue;
    const header = headerOf(cells);
    if (header) columns = header;
    else if (columns) rows.push(rowOf(cells, columns, line));
  }
  return columns ? rows : undefined;
}

const DELIMITERS = [',', '\t', ';'] as const;

/** The participant rows of a CSV file's text; a 400 in words for a file that has none. */
export function readParticipants(text: string): ParticipantRow[] {
  let commaError: unknown;
  for (const delimiter of DELIMITERS) {
    let records: CsvRecord[];
    try {
      records = parse(text, {
        bom: true,
        delimiter,
        raw: true,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: false,
      }) as unknown as CsvRecord[];
    } catch (error) {
      if (delimiter === ',') commaError = error;
      continue;
    }
    const rows = tableOf(records);
    if (!rows) continue;
    if (rows.length === 0) throw badRequest(M.noRows, 'NO_ROWS');
    return rows;
  }
  if (commaError) throw badRequest(describeCsvError(commaError), 'NOT_CSV');
  throw badRequest(M.noEmailColumn, 'NO_EMAIL_COLUMN');
}

function describeCsvError(error: unknown): string {
  // csv-parse names the line it stopped at: for an unclosed quote that is the end of the file,
  // not the cell, so no line is given for it.
  if ((error as { code?: string }).code === 'CSV_QUOTE_NOT_CLOSED') return `${M.unclosedQuote}.`;
  return `${M.unreadable}: ${error instanceof Error ? error.message : String(error)}`;
}
