import type { Executor } from '../../infra/database/database';
import type { AppError } from '../../core/app-error';
import {
  batchUnavailable,
  claimSeats,
  consumeClaims,
  findSeatBatches,
  holdSeats,
  releaseClaims,
} from '../batches';

export type SeatLine = { courseId: string; name: string; batchId: string; index: number };

/**
 * The seats of one checkout. They are claimed first (one statement), so a full or closed batch is
 * refused before any payment order is made and a crowd racing for the last seats is answered
 * fast; the order's insert then turns the claims into held seats in its transaction. A batch the
 * learner's open order already holds is not claimed: the insert supersedes that order (releasing
 * its seat) and holds the seat again in the same transaction, so a full batch does not refuse
 * the learner who holds one of its seats.
 */
export function checkoutSeats(
  db: Executor,
  claimId: string,
  lines: readonly SeatLine[],
  heldByOpen: ReadonlyMap<string, string>,
) {
  const claimable = lines.filter((line) => heldByOpen.get(line.courseId) !== line.batchId);

  /** The 409 for a line whose batch gave no seat, naming it and the next batch with one. */
  async function unavailable(executor: Executor, line: SeatLine): Promise<AppError> {
    const now = await findSeatBatches(executor, [line.courseId], [line.batchId]);
    const batch = now.find((b) => b.id === line.batchId)!;
    const next = now.find((b) => b.id !== batch.id && b.enrollable && b.seatsLeft > 0);
    return batchUnavailable(batch, line.name, next, line.index);
  }

  return {
    /** Claims a seat per line (those not already held); refuses, claiming nothing, unless all gave one. */
    async claim(): Promise<void> {
      const claimed = await claimSeats(
        db,
        claimId,
        claimable.map((line) => line.batchId),
      );
      const missing = claimable.find((line) => !claimed.has(line.batchId));
      if (!missing) return;
      if (claimed.size) await releaseClaims(db, claimId);
      throw await unavailable(db, missing);
    },

    /** In the order's transaction, after its insert: every line ends holding a seat, or it throws. */
    async holdIn(tx: Executor): Promise<void> {
      const consumed = await consumeClaims(tx, claimId);
      const rest = lines.filter((line) => !consumed.has(line.batchId));
      const held = await holdSeats(
        tx,
        rest.map((line) => line.batchId),
      );
      const missing = rest.find((line) => !held.has(line.batchId));
      if (missing) throw await unavailable(tx, missing);
    },

    /** Gives back what was claimed when no order was made (idempotent). */
    release: () => releaseClaims(db, claimId),
  };
}
export type CheckoutSeats = ReturnType<typeof checkoutSeats>;
