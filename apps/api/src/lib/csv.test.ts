import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a byte-order mark, a quoted header row and CRLF records', () => {
    const csv = toCsv(['name', 'seats'], [['Asha Rao', 3]]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('"name","seats"\r\n"Asha Rao",3\r\n');
  });

  it('doubles quotes and keeps commas and line breaks inside a cell', () => {
    const csv = toCsv(['note'], [['She said "hi", then\nleft']]);
    expect(csv.slice(1)).toBe('"note"\r\n"She said ""hi"", then\nleft"\r\n');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    const cells = ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd', 'plain'];
    const csv = toCsv(
      ['value'],
      cells.map((c) => [c]),
    );
    const lines = csv.slice(1).split('\r\n');
    expect(lines.slice(1, -1)).toEqual([
      `"'=HYPERLINK(""x"")"`,
      `"'+1"`,
      `"'-2+3"`,
      `"'@SUM(A1)"`,
      `"'\tcmd"`,
      `"'\rcmd"`,
      '"plain"',
    ]);
  });

  it('writes empty text for null and undefined, ISO instants for dates', () => {
    const csv = toCsv(
      ['a', 'b', 'c', 'd'],
      [[null, undefined, new Date(Date.UTC(2025, 2, 5)), -4]],
    );
    expect(csv.slice(1).split('\r\n')[1]).toBe('"","","2025-03-05T00:00:00.000Z",-4');
  });
});
