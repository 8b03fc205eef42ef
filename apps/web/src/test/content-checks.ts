import { expect } from 'vitest';

// Checks the marketing pages' copy tests share: every string filled in, ids unique, every
// picture a real file under apps/web/public.

// The keys name every file under public/images (the files themselves are never loaded).
const PUBLIC_IMAGES = new Set(
  Object.keys(import.meta.glob('/public/images/**/*.{svg,webp,avif,png}')).map((key) =>
    key.replace(/^\/public/, ''),
  ),
);

/** Every string anywhere in `value` (objects, arrays), with where it sits. */
export function collectStrings(value: unknown, path = '$'): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => collectStrings(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => collectStrings(item, `${path}.${key}`));
  return [];
}

/** No empty or blank copy, except image alt texts, where empty means decorative. */
export function expectNoBlankStrings(value: unknown) {
  const blank = collectStrings(value).filter(
    ([path, text]) => text.trim() === '' && !path.endsWith('.alt'),
  );
  expect(blank.map(([path]) => path)).toEqual([]);
}

export function expectUniqueIds(items: readonly { id: string }[]) {
  const ids = items.map((item) => item.id);
  expect(new Set(ids).size).toBe(ids.length);
}

export function expectPublicImage(src: string) {
  expect(PUBLIC_IMAGES.has(src), `${src} is not a file under apps/web/public`).toBe(true);
}
