import { sql, type SQL } from 'drizzle-orm';
import { BATCH_MESSAGES as M } from '@kaksha/shared';
import { preparedRows, queryRows, type Executor } from '../../infra/database/database';
import { AppError, badRequest } from '../../core/app-error';
import { batches, seatClaims } from './batches.table';

// A batch's seats are one counter (`seats_taken`, never above `capacity`: a check constraint) that
// orders move: a new order holds a seat per line, a superseded, failed or expired order releases
// it, a paid one keeps it. The order lines record which state each seat is in (the payments
// module's table); the counter moves live here, and the payments module composes them into its
// own statements so each move is atomic with the order change that causes it.

/** A batch as a checkout sees it: enough to pick one and to name it in a refusal. */
export type SeatBatch = {
  id: string;
  courseId: string;
  name: string;
  startDate: string;
  status: string;
  seatsLeft: number;
  /** Open and enrolment not yet closed. */
  enrollable: boolean;
};

type RawSeatBatch = {
  id: string;
  course_id: string;
  name: string;
  start_date: string;
  status: string;
  seats_left: number;
  enrollable: boolean;
};

/**
 * A subquery giving, as one JSON array, the batches a checkout for these programs may use: every
 * enrollable batch of them (soonest first) and the ones named in the request. For composing into
 * the checkout's first read (`toSeatBatches` reads it).
 */
export function seatBatchesJson(
  courseIds: readonly string[],
  requestedIds: readonly string[],
): SQL {
  return sql`(select coalesce(jsonb_agg(to_jsonb(x) order by x.start_date, x.name, x.id), '[]')
    from (select id, course_id, name, start_date::text as start_date, status,
        greatest(capacity - seats_taken, 0) as seats_left,
        (status = 'open' and enrolment_closes_at > now()) as enrollable
      from ${batches}
      where course_id = any(${sql.param([...courseIds])}::text[])
        and (id = any(${sql.param([...requestedIds])}::uuid[])
          or (status = 'open' and enrolment_closes_at > now()))) x)`;
}

export const toSeatBatches = (rows: unknown): SeatBatch[] =>
  (rows as RawSeatBatch[]).map((r) => ({
    id: r.id,
    courseId: r.course_id,
    name: r.name,
    startDate: r.start_date,
    status: r.status,
    seatsLeft: Number(r.seats_left),
    enrollable: r.enrollable,
  }));

/** The same batches on their own (a refusal naming the batch and the next one, read fresh). */
export async function findSeatBatches(
  db: Executor,
  courseIds: readonly string[],
  requestedIds: readonly string[],
): Promise<SeatBatch[]> {
  const rows = await queryRows<{ batches: unknown }>(
    db,
    sql`select ${seatBatchesJson(courseIds, requestedIds)} as batches`,
  );
  return toSeatBatches(rows[0]!.batches);
}

/** Why `batch` cannot give a seat, naming the next batch that can, if any. */
function unavailableMessage(batch: SeatBatch, programName: string, next: SeatBatch | undefined) {
  const why = batch.enrollable ? M.batchFull : M.batchClosed;
  const offer = next ? ` ${M.nextBatchIs} ${next.name}, starting ${next.startDate}.` : '';
  return `${batch.name} (${programName}) ${why}${offer}`;
}

/**
 * For the cart: the batch a checkout of this program would take a seat in now (the chosen one if
 * it can give a seat, else the soonest that can), and, when the choice cannot be had, why.
 */
export function previewBatch(
  line: { courseId: string; name: string; batchId?: string | undefined },
  available: readonly SeatBatch[],
): { batch: SeatBatch | null; notice: string | null } {
  const ofProgram = available.filter((b) => b.courseId === line.courseId);
  const next = (except?: string) =>
    ofProgram.find((b) => b.enrollable && b.seatsLeft > 0 && b.id !== except) ?? null;
  if (line.batchId) {
    const chosen = ofProgram.find((b) => b.id === line.batchId);
    if (chosen && chosen.enrollable && chosen.seatsLeft > 0) return { batch: chosen, notice: null };
    const instead = next(line.batchId);
    if (!chosen) return { batch: instead, notice: `${M.notOfProgram} ${line.name}.` };
    return { batch: instead, notice: unavailableMessage(chosen, line.name, instead ?? undefined) };
  }
  const batch = next();
  return { batch, notice: batch ? null : `${line.name}: ${M.noOpenBatch}` };
}

/**
 * A 409 naming the batch that cannot take a seat and the next one that can, if any; its `errors`
 * entry points at the request line (`index`), so the cart can offer that line another batch.
 */
export function batchUnavailable(
  batch: SeatBatch,
  programName: string,
  next: SeatBatch | undefined,
  index: number,
): AppError {
  const message = unavailableMessage(batch, programName, next);
  return new AppError(batch.enrollable ? 'BATCH_FULL' : 'BATCH_CLOSED', 409, message, {}, [
    { index, field: 'selectedCourses', message },
  ]);
}

/**
 * The batch each program's line buys a seat in: the one the request names (it must be this
 * program's and take enrolments), else the learner's current hold for that program (a retried
 * checkout keeps its seat), else the soonest enrollable batch with a seat left. Refuses with a 409
 * naming the batch (full or closed) or the program (no batch open).
 */
export function pickBatches(
  lines: ReadonlyArray<{
    courseId: string;
    name: string;
    batchId?: string | undefined;
    /** The line's place in the request, for the refusal's `errors`. */
    index: number;
  }>,
  available: readonly SeatBatch[],
  heldByOpenOrder: ReadonlyMap<string, string>,
): Map<string, string> {
  const picked = new Map<string, string>();
  for (const line of lines) {
    const { index } = line;
    const ofProgram = available.filter((b) => b.courseId === line.courseId);
    const held = heldByOpenOrder.get(line.courseId);
    const next = (except?: string) =>
      ofProgram.find((b) => b.enrollable && b.seatsLeft > 0 && b.id !== except);
    if (line.batchId) {
      const batch = ofProgram.find((b) => b.id === line.batchId);
      if (!batch) throw badRequest(`${M.notOfProgram} ${line.name}.`, 'BATCH_NOT_OF_PROGRAM');
      if (batch.id !== held && !(batch.enrollable && batch.seatsLeft > 0))
        throw batchUnavailable(batch, line.name, next(batch.id), index);
      picked.set(line.courseId, batch.id);
      continue;
    }
    const keep = held && ofProgram.find((b) => b.id === held && b.enrollable);
    const chosen = keep || next();
    if (!chosen) {
      const soonest = ofProgram.find((b) => b.enrollable);
      if (soonest) throw batchUnavailable(soonest, line.name, undefined, index);
      const message = `${line.name}: ${M.noOpenBatch}`;
      throw new AppError('NO_OPEN_BATCH', 409, message, {}, [
        { index, field: 'selectedCourses', message },
      ]);
    }
    picked.set(line.courseId, chosen.id);
  }
  return picked;
}

/** Only what every conditional seat increment requires: open, taking enrolments, a seat left. */
const canTakeSeat = sql`status = 'open' and enrolment_closes_at > now() and seats_taken < capacity`;

/**
 * Holds one seat in each of these batches, if each is open, takes enrolments and has a seat left
 * (one conditional update, no read first). Answers the batches that gave a seat: the caller rolls
 * back unless all did.
 */
export async function holdSeats(tx: Executor, batchIds: readonly string[]): Promise<Set<string>> {
  if (batchIds.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update ${batches} set seats_taken = seats_taken + 1, updated_at = now()
      where id = any(${sql.param([...batchIds])}::uuid[]) and ${canTakeSeat}
      returning id`,
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * A checkout's seats taken before its order exists, in one statement: a seat in each batch that
 * can give one, recorded as a claim under `claimId` (the order id to be). Answers the batches
 * claimed; the caller gives them back (`releaseClaims`) unless all were.
 */
export async function claimSeats(
  db: Executor,
  claimId: string,
  batchIds: readonly string[],
): Promise<Set<string>> {
  if (batchIds.length === 0) return new Set();
  const claim = async (tx: Executor) => {
    const rows = await preparedRows<{ batch_id: string }>(
      tx,
      'claim-seats',
      sql`with held as (
          update ${batches} set seats_taken = seats_taken + 1, updated_at = now()
          where id = any(${sql.param([...batchIds])}::uuid[]) and ${canTakeSeat}
          returning id
        )
        insert into ${seatClaims} (claim_id, batch_id) select ${claimId}, id from held
        returning batch_id`,
    );
    return new Set(rows.map((r) => r.batch_id));
  };
  if (batchIds.length === 1) return claim(db);
  // Two checkouts of several programs would lock their batches in whatever order each update
  // scans them, and deadlock (seen under load): the rows are locked in id order first.
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select id from ${batches} where id = any(${sql.param([...batchIds])}::uuid[]) order by id for no key update`,
    );
    return claim(tx);
  });
}

/**
 * A CTE `claims_consumed` turning a checkout's claims into its order's held seats (composed into
 * the order's insert): the claims are removed and the seats stay counted. It returns the batches
 * whose claim was still there; a claim the sweep already gave back is not, and the caller holds
 * that seat again.
 */
export function consumeClaims(claimId: string): SQL {
  return sql`claims_consumed as (
      delete from ${seatClaims} where claim_id = ${claimId} returning batch_id
    )`;
}

/** Gives back the seats a checkout claimed and did not turn into an order (one statement). */
export async function releaseClaims(db: Executor, claimId: string): Promise<void> {
  await db.execute(sql`with gone as (
      delete from ${seatClaims} where claim_id = ${claimId} returning batch_id
    ), ${moveSeatCounters('claim_returned', sql`select batch_id, -count(*)::int from gone group by batch_id`)}
    select 1`);
}

/**
 * Gives back claims older than `olderThanSeconds`: their checkout died before making its order
 * (a live one has long finished). Whichever of this and the order's insert removes a claim
 * accounts for its seat, so a seat is never given back twice. Answers how many were given back.
 */
export async function sweepStaleClaims(db: Executor, olderThanSeconds: number): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with gone as (
        delete from ${seatClaims}
        where created_at < now() - ${`${olderThanSeconds} seconds`}::interval
        returning batch_id
      ), ${moveSeatCounters('claim_swept', sql`select batch_id, -count(*)::int from gone group by batch_id`)}
      select count(*)::int as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * A CTE `name` moving seat counters by `deltas`, a query of `(batch_id, n)` rows with at most one
 * row per batch (a statement may change a row only once). A negative n gives seats back.
 */
export function moveSeatCounters(name: string, deltas: SQL): SQL {
  return sql`${sql.identifier(name)} as (
      update ${batches} b set seats_taken = greatest(b.seats_taken + d.n, 0), updated_at = now()
      from (${deltas}) as d(batch_id, n)
      where b.id = d.batch_id and d.n <> 0
      returning b.id
    )`;
}

/**
 * A CTE `seat_retaken`: for a late capture whose hold was released, a seat in each of the batches
 * `batchIds` selects that is not cancelled and still has one (enrolment may have closed: the
 * learner paid in time for the checkout they started). Returns the batches that gave a seat.
 */
export function retakeSeats(batchIds: SQL): SQL {
  return sql`seat_retaken as (
      update ${batches} b set seats_taken = b.seats_taken + 1, updated_at = now()
      where b.id in (${batchIds}) and b.status <> 'cancelled' and b.seats_taken < b.capacity
      returning b.id
    )`;
}
