import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// drizzle-kit generates migrations from schema.ts alone: a table file it does not export would be
// dropped by the next migration (this happened once when a table moved to a module of its own).
describe('schema.ts', () => {
  it('exports every table file of the API', () => {
    const src = path.dirname(fileURLToPath(import.meta.url));
    const tableFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.table.ts'))
      .map((file) => `./${file.replace(/\\/g, '/').replace(/\.ts$/, '')}`)
      .sort();
    const exported = [
      ...readFileSync(path.join(src, 'schema.ts'), 'utf8').matchAll(/from '([^']+)'/g),
    ]
      .map((m) => m[1])
      .sort();
    expect(tableFiles.length).toBeGreaterThan(10);
    expect(exported).toEqual(tableFiles);
  });
});
