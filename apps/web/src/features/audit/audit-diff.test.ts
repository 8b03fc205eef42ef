import { describe, expect, it } from 'vitest';
import { changedFields, isSameJson, prettyJson } from './audit-diff';

describe('changedFields', () => {
  it('names the fields whose values differ, added and removed ones included', () => {
    expect(
      changedFields(
        { code: 'SAVE10', discount: 10, courses: ['a', 'b'], limits: { total: 5 }, gone: 1 },
        { code: 'SAVE10', discount: 15, courses: ['a', 'b'], limits: { total: 6 }, added: true },
      ),
    ).toEqual(['discount', 'limits', 'gone', 'added']);
  });

  it('treats every field as changed on a create or a delete', () => {
    expect(changedFields(null, { role: 'SALES', name: 'A' })).toEqual(['role', 'name']);
    expect(changedFields({ id: 1 }, null)).toEqual(['id']);
    expect(changedFields(null, null)).toEqual([]);
  });

  it('ignores key order inside nested objects', () => {
    expect(isSameJson({ a: 1, b: { c: [1, { d: 2 }] } }, { b: { c: [1, { d: 2 }] }, a: 1 })).toBe(
      true,
    );
    expect(isSameJson([1, 2], [2, 1])).toBe(false);
    expect(isSameJson({ a: undefined }, { b: undefined })).toBe(false);
  });
});

describe('prettyJson', () => {
  it('indents with two spaces and shows null', () => {
    expect(prettyJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(prettyJson(null)).toBe('null');
  });
});
