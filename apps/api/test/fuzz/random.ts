/**
 * Seeded randomness for the fuzzer. Request `i` of a run depends only on (seed, i), so one
 * request can be regenerated without replaying the ones before it.
 */
export type Rng = {
  /** A float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

function mulberry32(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a over the parts: a stable 32-bit seed for a (run seed, stream, index) triple. */
export function mixSeed(...parts: Array<string | number>): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u241f')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
  };
}

/** The run's seed: FUZZ_SEED when set (to reproduce a run), otherwise a fresh one. */
export function readSeed(env: Record<string, string | undefined> = process.env): number {
  const raw = env.FUZZ_SEED?.trim();
  if (raw) {
    const seed = Number(raw);
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff)
      throw new Error(`FUZZ_SEED must be an integer from 0 to ${0xffff_ffff}, got ${raw}`);
    return seed;
  }
  return Math.floor(Math.random() * 0xffff_ffff);
}
