import { expect, it } from 'vitest';
import { csvDocument } from './csv-export';

it('writes small tables in the exports’ format, defusing formulas but not negative amounts', () => {
  expect(
    csvDocument(
      ['name', 'amount', 'note'],
      [
        ['=HYPERLINK("x")', '-12.50', null],
        ['Asha "A" Rao', 18, '@home'],
      ],
    ),
  ).toBe(
    '\uFEFF"name","amount","note"\n' +
      `"'=HYPERLINK(""x"")","-12.50",\n` +
      `"Asha ""A"" Rao","18","'@home"\n`,
  );
});
