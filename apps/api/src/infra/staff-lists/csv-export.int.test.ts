import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness';
import type { DatabaseHandle } from '../database/database';
import {
  csvBool,
  csvNumber,
  csvRupees,
  csvText,
  csvTime,
  streamCsv,
  type CsvSource,
} from './csv-export';

// The one format of every staff file, the same bytes from both engines (COPY on PostgreSQL,
// keyset pages on PGlite): BOM, a quoted header, every value quoted with quotes doubled, an empty
// unquoted cell for null, LF between records, IST times, and formulas defused once, here.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const ROWS = sql`(values
  (1, '=HYPERLINK("x")', 349900, true, timestamptz '2026-03-05 04:30:00.123456+00'),
  (2, '+1', 5, false, timestamptz '2026-03-05 18:30:00+00'),
  (3, '-2+3', 0, null, -- a boolean with no value is written false
   timestamptz '2026-03-06 00:00:00+00'),
  (4, '@SUM(A1)', null, true, timestamptz '2026-03-07 00:00:00+00'),
  (5, E'\\tcmd', 1, true, timestamptz '2026-03-08 00:00:00+00'),
  (6, E'She said "hi", then\\nleft', 1, true, timestamptz '2026-03-09 00:00:00+00'),
  (7, null, 1, true, timestamptz '2026-03-10 00:00:00+00')
) v(id, note, paise, ok, at)`;

function source(): CsvSource {
  return {
    header: ['id', 'note', 'rupees', 'ok', 'at'],
    cells: [
      csvNumber(sql`v.id`),
      csvText(sql`v.note`),
      csvRupees(sql`v.paise`),
      csvBool(sql`v.ok`),
      csvTime(sql`v.at`),
    ],
    from: sql`from ${ROWS}`,
    where: [],
    keyset: { time: sql`v.at`, id: sql`v.id`, idType: 'bigint' },
    order: 'asc',
  };
}

describe('a staff CSV', () => {
  it('is one format, on either engine, across page boundaries', async () => {
    for (const pageSize of [2, 1000]) {
      const file = (await buffer(streamCsv(database, source(), { pageSize }))).toString('utf8');
      expect(file.charCodeAt(0)).toBe(0xfeff);
      expect(file.slice(1)).toBe(
        [
          '"id","note","rupees","ok","at"',
          `"1","'=HYPERLINK(""x"")","3499.00","true","2026-03-05 10:00:00+05:30"`,
          `"2","'+1","0.05","false","2026-03-06 00:00:00+05:30"`,
          `"3","'-2+3","0.00","false","2026-03-06 05:30:00+05:30"`,
          `"4","'@SUM(A1)",,"true","2026-03-07 05:30:00+05:30"`,
          `"5","'\tcmd","0.01","true","2026-03-08 05:30:00+05:30"`,
          `"6","She said ""hi"", then\nleft","0.01","true","2026-03-09 05:30:00+05:30"`,
          `"7",,"0.01","true","2026-03-10 05:30:00+05:30"`,
          '',
        ].join('\n'),
      );
    }
  });
});
