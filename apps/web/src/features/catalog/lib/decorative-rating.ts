/**
 * The catalogue's decorative rating (4.0-5.0) and review count (8000-10000). The spec draws them at
 * random; deriving them from the course id keeps the range but stops them changing on every render
 * and between the server-rendered and hydrated page.
 */
export interface DecorativeRating {
  rating: number;
  reviewCount: number;
}

export function getDecorativeRating(courseId: string): DecorativeRating {
  const hash = hashString(courseId);
  return {
    rating: 4 + (hash % 11) / 10,
    reviewCount: 8000 + (Math.floor(hash / 11) % 2001),
  };
}

/** FNV-1a, 32 bit: small, fast and well spread for short ids. */
function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
