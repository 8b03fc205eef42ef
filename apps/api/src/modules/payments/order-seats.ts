import type { Executor } from '../../infra/database/database';
import type { AppError } from '../../core/app-error';
import {
  batchUnavailable,
  claimSeats,
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

    /**
     * Whether the order must be inserted in a transaction with `holdIn`: some line's seat is the
     * learner's open order's, to be released and held again after the insert supersedes it.
     */
    needsTransaction: claimable.length < lines.length,

    /**
     * In the order's transaction, after its insert consumed the claims (`consumed`): the other
     * lines hold their seats now, or it throws (rolling the order back) with the batch's 409.
     */
    async holdIn(tx: Executor, consumed: ReadonlySet<string>): Promise<void> {
      const rest = lines.filter((line) => !consumed.has(line.batchId));
      const held = await holdSeats(
        tx,
        rest.map((line) => line.batchId),
      );
      const missing = rest.find((line) => !held.has(line.batchId));
      if (missing) throw await unavailable(tx, missing);
    },

    /**
     * After an order inserted on its own: a claim the sweep gave back meanwhile (a checkout slower
     * than the sweep's age) is held again if its batch still has a seat; a line that finds none is
     * left released, as an expired hold is, to retake a seat or be refunded when paid. Answers the
     * batches whose lines hold no seat.
     */
    async holdMissing(executor: Executor, consumed: ReadonlySet<string>): Promise<string[]> {
      const rest = lines.filter((line) => !consumed.has(line.batchId));
      if (rest.length === 0) return [];
      const held = await holdSeats(
        executor,
        rest.map((line) => line.batchId),
      );
      return rest.filter((line) => !held.has(line.batchId)).map((line) => line.batchId);
    },

    /** Gives back what was claimed when no order was made (idempotent). */
    release: () => releaseClaims(db, claimId),
  };
}
export type CheckoutSeats = ReturnType<typeof checkoutSeats>;
