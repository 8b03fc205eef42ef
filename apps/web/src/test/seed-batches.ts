// Dated batches and their live sessions for a test, made through the real API as the ADMIN (and
// learners placed in them through a real purchase). Test-only; the rest of the seeding is seed.ts.
import type {
  AttendanceSheet,
  BatchDetail,
  BatchSession,
  CalendarFeed,
  CreateBatchBody,
  CreateSessionBody,
  UpdateBatchBody,
} from '@kaksha/shared';
import { addDays, istDate, istInstant } from '@kaksha/shared';
import {
  admin,
  askApi,
  confirmPayment,
  createLearner,
  openOrder,
  payInSandbox,
  tokenOf,
  unique,
  type Learner,
} from './seed';

/** A new batch, created by the ADMIN through POST /v1.5/batches (with a pattern's sessions). */
export async function createBatch(body: CreateBatchBody): Promise<BatchDetail> {
  return askApi<BatchDetail>('/v1.5/batches', { token: await admin(), json: body });
}

/** A name no other test (or test file) gives a batch. */
export const uniqueBatchName = (prefix = 'Batch') => `${prefix} ${unique()}`.slice(0, 80);

/** A session's attendance as the API keeps it (GET /v1.5/sessions/{id}/attendance, as the ADMIN). */
export async function attendanceOf(sessionId: string): Promise<AttendanceSheet> {
  return askApi<AttendanceSheet>(`/v1.5/sessions/${sessionId}/attendance`, {
    token: await admin(),
  });
}

/** Marks learners present or absent at a session as the ADMIN does (PUT …/attendance). */
export async function markAttendance(
  sessionId: string,
  entries: Array<{ userId: string; present: boolean }>,
): Promise<void> {
  await askApi(`/v1.5/sessions/${sessionId}/attendance`, {
    method: 'PUT',
    token: await admin(),
    json: { entries },
  });
}

/** A batch with its sessions as the ADMIN reads it (GET /v1.5/batches/{id}). */
export async function batchDetailOf(batchId: string): Promise<BatchDetail> {
  return askApi<BatchDetail>(`/v1.5/batches/${batchId}`, { token: await admin() });
}

/** A live session added to a batch by the ADMIN (POST /v1.5/batches/{id}/sessions). */
export async function addSession(batchId: string, body: CreateSessionBody): Promise<BatchSession> {
  return askApi<BatchSession>(`/v1.5/batches/${batchId}/sessions`, {
    token: await admin(),
    json: body,
  });
}

/** Cancels a session as the ADMIN does (DELETE /v1.5/sessions/{id}): it stays listed, cancelled. */
export async function cancelSession(sessionId: string): Promise<BatchSession> {
  return askApi<BatchSession>(`/v1.5/sessions/${sessionId}`, {
    method: 'DELETE',
    token: await admin(),
  });
}

/** The learner's secret calendar feed URL as the API gives it (GET /v1.5/users/me/calendar-feed). */
export async function calendarFeedOf(learner: Learner): Promise<string> {
  const feed = await askApi<CalendarFeed>('/v1.5/users/me/calendar-feed', {
    token: await tokenOf(learner),
  });
  return feed.url;
}

/** A session to seed: as the ADMIN adds it, then cancelled when `cancelled`. */
export type SeedSession = CreateSessionBody & { cancelled?: boolean };

/** Edits, opens or closes a batch as the ADMIN does (PATCH /v1.5/batches/{id}). */
export async function updateBatch(batchId: string, body: UpdateBatchBody): Promise<BatchDetail> {
  return askApi<BatchDetail>(`/v1.5/batches/${batchId}`, {
    method: 'PATCH',
    token: await admin(),
    json: body,
  });
}

/**
 * A new learner placed, through a purchase, in a new Codeslayer batch of their own with these
 * sessions. The batch is a draft until the moment of the purchase and closed right after it, so
 * no program page lists it and no other test's checkout (the soonest batch with a seat) lands in it.
 */
export async function learnerInOwnBatch(
  dates: { startDate: string; endDate: string; enrolmentClosesAt?: string },
  sessions: readonly SeedSession[],
): Promise<{ learner: Learner; batch: BatchDetail }> {
  const batch = await createBatch({
    courseId: 'code-slayer',
    name: uniqueBatchName('Codeslayer live'),
    ...dates,
    capacity: 1,
    status: 'draft',
  });
  for (const { cancelled, ...session } of sessions) {
    const made = await addSession(batch.id, session);
    if (cancelled) await cancelSession(made.id);
  }
  const learner = await createLearner();
  await updateBatch(batch.id, { status: 'open' });
  const order = await openOrder(learner, [{ id: batch.courseId, batchId: batch.id }]);
  await updateBatch(batch.id, { status: 'closed' });
  await confirmPayment(learner, await payInSandbox(learner, order.orderId));
  return { learner, batch };
}

/** `learnerInOwnBatch` for a batch running now: from three days ago to a week from now. */
export function learnerInRunningBatch(sessions: readonly SeedSession[]) {
  const today = istDate(new Date());
  return learnerInOwnBatch(
    {
      startDate: addDays(today, -3),
      endDate: addDays(today, 7),
      // Enrolment may stay open after the start, but only before the batch ends.
      enrolmentClosesAt: istInstant(addDays(today, 6)).toISOString(),
    },
    sessions,
  );
}

/** A whole minute `minutes` from now (negative: ago), as the API takes an instant. */
export const minutesFromNow = (minutes: number) =>
  new Date(Math.ceil(Date.now() / 60_000) * 60_000 + minutes * 60_000).toISOString();
