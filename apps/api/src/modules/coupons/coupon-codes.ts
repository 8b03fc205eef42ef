import { randomInt } from 'node:crypto';
import { AppError } from '../../core/app-error';

/** Letters and digits a person cannot misread when typing a code from paper: no 0/O, no 1/I. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `PREFIX-XXXXXXXX`, or the random part alone without a prefix; unpredictable (crypto). */
export function randomCouponCode(
  prefix: string,
  length: number,
  pick: (max: number) => number = randomInt,
): string {
  let random = '';
  for (let i = 0; i < length; i++) random += CODE_ALPHABET[pick(CODE_ALPHABET.length)];
  return prefix ? `${prefix}-${random}` : random;
}

const MAX_ROUNDS = 20;

/**
 * `count` distinct codes that no coupon uses yet: codes already taken (or drawn twice) are
 * replaced with fresh ones, so a collision never fails a batch. Only a code space too small to
 * hold the batch gives up.
 */
export async function drawFreshCodes(
  count: number,
  draw: () => string,
  findTaken: (codes: string[]) => Promise<Set<string>>,
): Promise<string[]> {
  const chosen = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS && chosen.size < count; round++) {
    const needed = count - chosen.size;
    const candidates = new Set<string>();
    // Bounded, so a tiny code space ends in an error rather than a loop.
    for (let draws = 0; candidates.size < needed && draws < needed * 4 + 16; draws++) {
      const code = draw();
      if (!chosen.has(code)) candidates.add(code);
    }
    const taken = await findTaken([...candidates]);
    for (const code of candidates) if (!taken.has(code)) chosen.add(code);
  }
  if (chosen.size < count)
    throw new AppError(
      'COUPON_CODES_EXHAUSTED',
      409,
      `Could not find ${count} unused codes; try longer codes or another prefix.`,
    );
  return [...chosen];
}
