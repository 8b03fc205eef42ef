import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, isTable } from 'drizzle-orm';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/schema';

// Issue 24 §2: raw SQL names its tables through the owning module's Drizzle table objects
// (`${coupons}`), never as text, so a renamed table or a moved module fails the type check
// instead of a query at run time. This reads every sql`` template of the API's source.

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
const tableNames = Object.values(schema)
  .filter((value) => isTable(value))
  .map((table) => getTableName(table));

const KEYWORDS = '(?:from|join|update|into|table|references|exists)';
const literalTableName = new RegExp(
  `\\b${KEYWORDS}\\s+(?:only\\s+)?"?(${tableNames.join('|')})"?(?![\\w.])`,
  'i',
);

/** The text parts of every sql`` template in a source file, with the line each starts on. */
function sqlTemplateTexts(file: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && /^sql(\.raw)?$/.test(node.tag.getText(source))) {
      const template = node.template;
      const parts = ts.isNoSubstitutionTemplateLiteral(template)
        ? [template.text]
        : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
      // A substitution stands between two parts: join with a placeholder that matches no name.
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ line, text: parts.join(' ${…} ') });
    }
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'sql.raw') {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push({ line, text: argument.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(src, file));
}

export function literalTableNames(file: string): string[] {
  return sqlTemplateTexts(file)
    .filter(({ text }) => literalTableName.test(text))
    .map(({ line, text }) => `${path.relative(src, file)}:${line}: ${text.trim().slice(0, 90)}`);
}

describe('raw SQL', () => {
  it('knows the tables of the schema', () => {
    expect(tableNames).toEqual(expect.arrayContaining(['coupons', 'orders', 'users']));
  });

  it('names no table as a string literal', () => {
    const offenders = sourceFiles().flatMap(literalTableNames);
    expect(offenders).toEqual([]);
  });
});
