import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../database/database';
import { SALES_MESSAGES } from '@kaksha/shared';
import { badRequest } from '../../core/app-error';

/**
 * Keyset paging for staff lists: rows ordered by (time, id), and a page continues strictly after
 * the last row of the one before. Unlike OFFSET, rows added meanwhile never shift a page into
 * duplicates or gaps, and page 10,000 costs what page 1 does (an index range scan).
 *
 * The cursor carries the time at full microsecond precision (as PostgreSQL keeps it; a JavaScript
 * Date would round it and skip or repeat rows that share a millisecond).
 */
/** `id` breaks ties between rows of the same time; `text` ids are composite keys ('user:course'). */
export type Keyset = { time: SQL; id: SQL; idType: 'uuid' | 'bigint' | 'text' };
export type SortOrder = 'desc' | 'asc';

/** The console's `sort` (newest or oldest first) as the keyset's direction. */
export const sortOrderOf = (sort: 'newest' | 'oldest'): SortOrder =>
  sort === 'oldest' ? 'asc' : 'desc';
export type Cursor = { at: string; id: string };

const AT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ID_PATTERNS = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  bigint: /^\d{1,18}$/,
  text: /^[A-Za-z0-9:_-]{1,120}$/,
};

/** The cursor's time column as selected: UTC, microseconds, fixed width. */
export function cursorTime(time: SQL): SQL {
  return sql`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor of a `?cursor=` value; anything else is the caller's mistake (400), never a 500. */
export function decodeCursor(value: string, idType: Keyset['idType']): Cursor {
  const text = /^[A-Za-z0-9_-]{1,200}$/.test(value)
    ? Buffer.from(value, 'base64url').toString('utf8')
    : '';
  const [at, id, extra] = text.split('|');
  if (
    !at ||
    !id ||
    extra !== undefined ||
    !AT_PATTERN.test(at) ||
    Number.isNaN(Date.parse(at)) ||
    !ID_PATTERNS[idType].test(id)
  )
    throw badRequest(SALES_MESSAGES.badCursor, 'BAD_CURSOR');
  return { at, id };
}

/** Rows strictly after the cursor in this order. */
export function afterCursor(keyset: Keyset, cursor: Cursor, order: SortOrder): SQL {
  const id =
    keyset.idType === 'uuid'
      ? sql`${cursor.id}::uuid`
      : keyset.idType === 'bigint'
        ? sql`${cursor.id}::bigint`
        : sql`${cursor.id}::text`;
  return order === 'desc'
    ? sql`(${keyset.time}, ${keyset.id}) < (${cursor.at}::timestamptz, ${id})`
    : sql`(${keyset.time}, ${keyset.id}) > (${cursor.at}::timestamptz, ${id})`;
}

export function keysetOrder(keyset: Keyset, order: SortOrder): SQL {
  return order === 'desc'
    ? sql`order by ${keyset.time} desc, ${keyset.id} desc`
    : sql`order by ${keyset.time} asc, ${keyset.id} asc`;
}

/** `where a and b ...`, or nothing. */
export function whereAll(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** What one page of a staff list reads: its columns, its FROM, its filters and where it starts. */
export type PageQuery = {
  /** The page's columns, without the cursor's (pageRows adds them). */
  select: SQL;
  /** `from ... join ...` */
  from: SQL;
  conditions: SQL[];
  keyset: Keyset;
  order: SortOrder;
  /** A `?cursor=` value this list gave out (validated here: 400 otherwise). */
  cursor?: string | undefined;
  limit: number;
};

export type Page<T> = { rows: T[]; nextCursor: string | null };

/**
 * The one way a staff list reads a page: the rows strictly after the cursor in keyset order, and
 * the cursor of the next page when one follows (limit + 1 rows tell, without a count).
 */
export async function pageRows<T>(db: Executor, query: PageQuery): Promise<Page<T>> {
  const conditions = query.cursor
    ? [
        ...query.conditions,
        afterCursor(query.keyset, decodeCursor(query.cursor, query.keyset.idType), query.order),
      ]
    : query.conditions;
  const rows = await queryRows<T & { cursor_at: string; cursor_id: string }>(
    db,
    sql`select ${query.select}, ${cursorColumns(query.keyset)} ${query.from} ${whereAll(conditions)}
      ${keysetOrder(query.keyset, query.order)} limit ${query.limit + 1}`,
  );
  return pageOf(rows, query.limit);
}

/**
 * One page: asks for limit + 1 rows to learn whether another page follows; rows carry the cursor
 * columns `cursor_at` and `cursor_id` (select them with `cursorColumns`).
 */
export function pageOf<T extends { cursor_at: string; cursor_id: string }>(
  rows: T[],
  limit: number,
): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1]!;
  return { rows: page, nextCursor: encodeCursor({ at: last.cursor_at, id: last.cursor_id }) };
}

export function cursorColumns(keyset: Keyset): SQL {
  return sql`${cursorTime(keyset.time)} as cursor_at, ${keyset.id}::text as cursor_id`;
}
