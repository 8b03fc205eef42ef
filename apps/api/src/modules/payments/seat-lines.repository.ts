import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../infra/database/database';
import { moveSeatCounters } from '../batches';
import { enrolments, orderItems } from './payments.table';

// An order line's seat (`order_items.seat_status`) moves with its batch's counter: the line's
// state here, the counter through the batches module, in one statement each.

/**
 * CTEs `seat_released` and `seat_unheld`: the seats held by the orders `orderIds` selects are
 * released and given back to their batches. Compose after a CTE that `orderIds` reads.
 */
export function releaseSeatHolds(orderIds: SQL): SQL {
  return sql`seat_released as (
      update ${orderItems} set seat_status = 'released'
      where order_id in (${orderIds}) and seat_status = 'held'
      returning batch_id
    ), ${moveSeatCounters('seat_unheld', sql`select batch_id, -count(*)::int from seat_released group by batch_id`)}`;
}

/** Lines of an order that hold no seat after all (their claim was swept and the batch filled). */
export async function markSeatsReleased(
  db: Executor,
  orderId: string,
  batchIds: readonly string[],
): Promise<void> {
  await db
    .update(orderItems)
    .set({ seatStatus: 'released' })
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.batchId, [...batchIds])));
}

/** Gives back the seats an unpaid order held (the reconciler, when the order expires). */
export async function releaseOrderSeats(tx: Executor, orderId: string): Promise<void> {
  await tx.execute(sql`with ${releaseSeatHolds(sql`select ${sql.param(orderId)}::uuid`)} select 1`);
}

/**
 * Gives back the seats of a paid order's lines that were not enrolled (the learner already owned
 * the program; the line is refunded): `surplus` becomes `released`.
 */
export async function releaseSurplusSeats(db: Executor, orderId: string): Promise<void> {
  await db.execute(sql`with surplus as (
      update ${orderItems} set seat_status = 'released'
      where order_id = ${orderId} and seat_status = 'surplus'
      returning batch_id
    ), ${moveSeatCounters('seat_returned', sql`select batch_id, -count(*)::int from surplus group by batch_id`)}
    select 1`);
}

/**
 * Ends the access an order gave (its refund was processed): the enrolments it made are removed (so
 * My programs, the schedule and the calendar feed stop showing the batch and its join links), their
 * seats go back to their batches, and the order's confirmed lines are marked released. Answers the
 * programs revoked; a second call finds nothing.
 */
export async function revokeOrderAccess(tx: Executor, orderId: string): Promise<string[]> {
  const rows = await queryRows<{ course_id: string }>(
    tx,
    sql`with ended as (
      delete from ${enrolments} where order_id = ${orderId} returning course_id, batch_id
    ), lines as (
      update ${orderItems} set seat_status = 'released'
      where order_id = ${orderId} and seat_status = 'confirmed'
    ), ${moveSeatCounters('seat_freed', sql`select batch_id, -count(*)::int from ended where batch_id is not null group by batch_id`)}
    select course_id from ended order by course_id`,
  );
  return rows.map((row) => row.course_id);
}
