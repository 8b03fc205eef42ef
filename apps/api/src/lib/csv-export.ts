import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { to as copyTo } from 'pg-copy-streams';
import { queryRows, type DatabaseHandle } from '../db/database';
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
  `set local timezone = 'Asia/Kolkata'`,
  `set local datestyle = 'ISO, YMD'`,
  `set local work_mem = '64MB'`,
];

async function* copyFromPostgres(database: DatabaseHandle, source: CsvSource) {
  yield csvHeaderLine(source.header);
  // COPY takes no bind parameters: the (validated) filter values are inlined as escaped literals.
  const text = dialect.sqlToQuery(selectAll(source).inlineParams()).sql;
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
      await tx.execute(sql.raw(EXPORT_SETTINGS[0]!));
      await tx.execute(sql.raw(EXPORT_SETTINGS[1]!));
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
