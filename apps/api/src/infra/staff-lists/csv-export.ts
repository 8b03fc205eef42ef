import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { escapeLiteral } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { queryRows, type DatabaseHandle } from '../database/database';
import {
  afterCursor,
  cursorColumns,
  keysetOrder,
  whereAll,
  type Keyset,
  type SortOrder,
} from './keyset';

/**
 * Streamed CSV exports of whole filtered tables (staff downloads), in one format on both engines:
 * UTF-8 with a byte-order mark, a header row, every value in double quotes (quotes doubled), an
 * empty unquoted cell for null, LF between records. Cells are formatted in SQL (text, rupees, IST
 * times) and text cells that a spreadsheet would run as a formula get a leading `'` (csvText).
 *
 * - PostgreSQL: `COPY (query) TO STDOUT (FORMAT csv, FORCE_QUOTE *)` through pg-copy-streams; the
 *   server formats the rows and Node only passes bytes on.
 * - PGlite (no COPY stream): keyset pages of `pageSize` rows, each fetched when the previous one
 *   has been taken by the client.
 *
 * Either way the response is pulled by the client: a slow reader pauses the database socket
 * (or the next page) instead of filling this process's memory, and a client that goes away ends
 * the query (its connection is dropped, not returned to the pool mid-COPY).
 */
export interface CsvSource {
  header: readonly string[];
  /** One text (or null) expression per header column, in order: use the csv* helpers below. */
  cells: SQL[];
  /** `from ... join ...` */
  from: SQL;
  /** Conditions, and-ed. */
  where: SQL[];
  keyset: Keyset;
  order: SortOrder;
}

const BOM = '\uFEFF';
const dialect = new PgDialect();

const FORMULA_STARTS = sql`('=', '+', '-', '@', chr(9), chr(13))`;

/** A text cell, neutralised for spreadsheets (OWASP CSV injection): `'=1+1` instead of `=1+1`. */
export function csvText(value: SQL): SQL {
  return sql`case when left(${value}, 1) in ${FORMULA_STARTS} then '''' || ${value} else ${value} end`;
}
/** Paise as rupees with two decimals: 349900 -> 3499.00 (integer arithmetic: to_char costs twice as much). */
export function csvRupees(paise: SQL): SQL {
  return sql`((${paise}) / 100)::text || '.' || lpad(((${paise}) % 100)::text, 2, '0')`;
}
/**
 * A time in IST to the second, as PostgreSQL writes it: 2026-11-23 16:05:09+05:30. The export's
 * transaction sets the zone (SET LOCAL), so the engine's own output routine does the work (a
 * third of what to_char costs).
 */
export function csvTime(value: SQL): SQL {
  return sql`date_trunc('second', ${value})`;
}
export function csvBool(value: SQL): SQL {
  return sql`case when ${value} then 'true' else 'false' end`;
}
export function csvNumber(value: SQL): SQL {
  return sql`(${value})::text`;
}

function quote(value: string | null): string {
  return value === null ? '' : `"${value.replaceAll('"', '""')}"`;
}

export function csvHeaderLine(header: readonly string[]): string {
  return `${BOM}${header.map(quote).join(',')}\n`;
}

/** The cells as columns c0, c1, ... (the PGlite pages read them back by those names). */
function cellColumns(source: CsvSource): SQL {
  return sql.join(
    source.cells.map((cell, i) => sql`${cell} as ${sql.raw(`c${i}`)}`),
    sql`, `,
  );
}

function selectAll(source: CsvSource): SQL {
  return sql`select ${cellColumns(source)} ${source.from} ${whereAll(source.where)} ${keysetOrder(source.keyset, source.order)}`;
}

/**
 * Settings of the export's transaction: times written in IST; enough memory for the hash joins of
 * a million rows to stay in one batch.
 */
const EXPORT_SETTINGS = [
  // The literals below are escaped for this setting (a database may default it to off).
  `set local standard_conforming_strings = on`,
  `set local timezone = 'Asia/Kolkata'`,
  `set local datestyle = 'ISO, YMD'`,
  `set local work_mem = '64MB'`,
];

/** A bind parameter as an SQL literal that no value can break out of. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return `'${String(value)}'`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return escapeLiteral(value.toISOString());
  if (Array.isArray(value)) {
    const elements = value.map((item) =>
      item === null ? 'NULL' : `"${String(item).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
    );
    return escapeLiteral(`{${elements.join(',')}}`);
  }
  if (typeof value === 'string') return escapeLiteral(value);
  throw new TypeError(`An export filter value of type ${typeof value} has no literal form`);
}

/** The query's text with each $n replaced by its value as a literal (COPY takes no parameters). */
export function withLiterals(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return text.replace(/\$(\d+)\b/g, (_match, n: string) => literal(params[Number(n) - 1]));
}

async function* copyFromPostgres(database: DatabaseHandle, source: CsvSource) {
  yield csvHeaderLine(source.header);
  // COPY takes no bind parameters: the (validated) filter values become literals, escaped by
  // node-postgres (E'' strings for backslashes, so correct whatever standard_conforming_strings says).
  const text = withLiterals(selectAll(source));
  const client = await database.pgPool!.connect();
  let isComplete = false;
  try {
    await client.query('begin read only');
    for (const setting of EXPORT_SETTINGS) await client.query(setting);
    const stream = client.query(copyTo(`copy (${text}) to stdout (format csv, force_quote *)`));
    for await (const chunk of stream) yield chunk as Buffer;
    await client.query('commit');
    isComplete = true;
  } finally {
    // An unfinished COPY leaves the connection mid-protocol: drop it rather than reuse it.
    client.release(isComplete ? undefined : true);
  }
}

async function* pageThroughPglite(database: DatabaseHandle, source: CsvSource, pageSize: number) {
  yield csvHeaderLine(source.header);
  const cells = cellColumns(source);
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const where = after
      ? [...source.where, afterCursor(source.keyset, after, source.order)]
      : source.where;
    const page = sql`select ${cells}, ${cursorColumns(source.keyset)} ${source.from} ${whereAll(where)}
        ${keysetOrder(source.keyset, source.order)} limit ${pageSize}`;
    // The same settings as the COPY, for this page's transaction only (PGlite has one session).
    const rows = await database.db.transaction(async (tx) => {
      for (const setting of EXPORT_SETTINGS.slice(0, 3)) await tx.execute(sql.raw(setting));
      return queryRows<Record<string, string | null>>(tx, page);
    });
    if (rows.length === 0) return;
    let chunk = '';
    for (const row of rows) {
      const line: string[] = [];
      for (let i = 0; i < source.cells.length; i += 1) line.push(quote(row[`c${i}`] ?? null));
      chunk += `${line.join(',')}\n`;
    }
    yield chunk;
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.cursor_at!, id: last.cursor_id! };
  }
}

/** The CSV as a stream to hand to `reply.send()`. */
export function streamCsv(
  database: DatabaseHandle,
  source: CsvSource,
  options: { pageSize?: number } = {},
): Readable {
  const chunks =
    database.kind === 'postgres' && database.pgPool
      ? copyFromPostgres(database, source)
      : pageThroughPglite(database, source, options.pageSize ?? 2000);
  // Small high-water mark: at most a chunk or two waits here for a slow client.
  return Readable.from(chunks, { objectMode: false, highWaterMark: 64 * 1024 });
}

/**
 * The one reply of every staff CSV: the file's type, a download name (`name-YYYY-MM-DD.csv` when
 * `dated`), never cached. The stream is piped with back-pressure.
 */
export function replyCsv(
  reply: FastifyReply,
  name: string,
  body: Readable,
  options: { dated?: boolean } = {},
) {
  const fileName = options.dated ? `${name}-${new Date().toISOString().slice(0, 10)}` : name;
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}.csv"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}

const NUMBER_CELL = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A small CSV built in memory (a few aggregate rows: the GST return tables) in the same format as
 * the streamed exports; text that a spreadsheet would run as a formula gets a leading `'`.
 */
export function csvDocument(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  const cell = (value: string | number | null) => {
    if (value === null) return quote(null);
    const text = String(value);
    return quote(!NUMBER_CELL.test(text) && FORMULA_START.test(text) ? `'${text}` : text);
  };
  return csvHeaderLine(header) + rows.map((row) => `${row.map(cell).join(',')}\n`).join('');
}
