import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  ATTENDANCE_ENTRIES_MAX,
  ATTENDANCE_IMPORT_TYPE,
  BATCHES_PATH,
  attendanceImportPath,
  attendanceImportResultSchema,
  attendanceResultSchema,
  attendanceSheetSchema,
  batchDetailSchema,
  batchRosterPath,
  moveResultSchema,
  rosterListSchema,
  sessionAttendancePath,
  sessionSchema,
  staffBatchListSchema,
} from '@kaksha/shared';
import type {
  AttendanceBody,
  AttendanceImportResult,
  BatchDetail,
  BatchSession,
  CreateBatchBody,
  CreateSessionBody,
  MoveBody,
  RosterEntry,
  UpdateBatchBody,
  UpdateSessionBody,
} from '@kaksha/shared';
import { callAuthApi, isApiError } from '../../lib/api-client';
import { startNativeDownload } from '../../lib/native-download';
import { retryUnlessRefused, staffErrorMessage } from '../../lib/staff-error';
import { fetchStaffListPage } from '../../lib/staff-list-page';

// The batch console on the one API client (bearer token of a SALES or ADMIN account, refreshed
// once on a 401; only ADMIN writes). Every answer is parsed with the shared schemas.

export const BATCH_KEYS = {
  all: ['batches-admin'] as const,
  list: (courseId: string) => ['batches-admin', 'list', courseId] as const,
  detail: (id: string) => ['batches-admin', 'detail', id] as const,
  roster: (id: string) => ['batches-admin', 'roster', id] as const,
  attendance: (sessionId: string) => ['batches-admin', 'attendance', sessionId] as const,
};

/** A failed call in words: the server's reason when it gives one worth showing. */
export function batchErrorMessage(error: unknown): string {
  return staffErrorMessage(error);
}

/** The server's 400: its per-field messages keyed by our field names (shown beside the fields). */
export function serverFieldErrors(error: unknown): Map<string, string> {
  const byField = new Map<string, string>();
  if (!isApiError(error) || error.status !== 400) return byField;
  for (const detail of error.details) {
    const field = detail.field?.split('.').pop();
    if (field && !byField.has(field)) byField.set(field, detail.message);
  }
  return byField;
}

/** The batches of one program, soonest start first (GET /v1.5/batches?courseId=). */
export function batchListQuery(courseId: string) {
  return queryOptions({
    queryKey: BATCH_KEYS.list(courseId),
    queryFn: async ({ signal }) =>
      staffBatchListSchema.parse(
        await callAuthApi<unknown>(BATCHES_PATH, { query: { courseId }, signal }),
      ),
    retry: retryUnlessRefused,
    staleTime: 0,
  });
}

/** One batch with its sessions in time order, join and recording links included. */
export function batchDetailQuery(id: string) {
  return queryOptions({
    queryKey: BATCH_KEYS.detail(id),
    queryFn: async ({ signal }) =>
      batchDetailSchema.parse(
        await callAuthApi<unknown>(`${BATCHES_PATH}/${encodeURIComponent(id)}`, { signal }),
      ),
    retry: retryUnlessRefused,
    staleTime: 0,
  });
}

export async function createBatch(body: CreateBatchBody): Promise<BatchDetail> {
  return batchDetailSchema.parse(
    await callAuthApi<unknown>(BATCHES_PATH, { method: 'POST', body }),
  );
}

export async function updateBatch(id: string, body: UpdateBatchBody): Promise<BatchDetail> {
  return batchDetailSchema.parse(
    await callAuthApi<unknown>(`${BATCHES_PATH}/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body,
    }),
  );
}

export async function addSession(batchId: string, body: CreateSessionBody): Promise<BatchSession> {
  return sessionSchema.parse(
    await callAuthApi<unknown>(`${BATCHES_PATH}/${encodeURIComponent(batchId)}/sessions`, {
      method: 'POST',
      body,
    }),
  );
}

const sessionPath = (id: string) => `/v1.5/sessions/${encodeURIComponent(id)}`;

export async function updateSession(id: string, body: UpdateSessionBody): Promise<BatchSession> {
  return sessionSchema.parse(
    await callAuthApi<unknown>(sessionPath(id), { method: 'PATCH', body }),
  );
}

/** Cancels a session: it stays listed, as cancelled. */
export async function cancelSession(id: string): Promise<BatchSession> {
  return sessionSchema.parse(await callAuthApi<unknown>(sessionPath(id), { method: 'DELETE' }));
}

/** One page of a batch's roster and the cursor of the next (null on the last page). */
export interface RosterPage {
  rows: RosterEntry[];
  nextCursor: string | null;
}

/** A batch's learners in the order they joined, a page at a time (X-Next-Cursor). */
export function rosterPagesQuery(batchId: string) {
  return infiniteQueryOptions({
    queryKey: BATCH_KEYS.roster(batchId),
    queryFn: async ({ pageParam, signal }): Promise<RosterPage> => {
      const page = await fetchStaffListPage(
        batchRosterPath(batchId),
        { cursor: pageParam },
        signal,
      );
      return { rows: rosterListSchema.parse(page.body), nextCursor: page.nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: RosterPage) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
    staleTime: 0,
  });
}

/** The whole roster as CSV, downloaded by the browser itself (a one-minute ticket). */
export function downloadRosterCsv(batchId: string): Promise<void> {
  return startNativeDownload(`${batchRosterPath(batchId)}.csv`);
}

/** ADMIN: moves a learner's seat to another batch of the same program (409 when it is full). */
export async function moveLearner(batchId: string, body: MoveBody) {
  return moveResultSchema.parse(
    await callAuthApi<unknown>(`${BATCHES_PATH}/${encodeURIComponent(batchId)}/moves`, {
      method: 'POST',
      body,
    }),
  );
}

/** A session's sheet: every learner of the batch and their mark (null while unmarked). */
export function attendanceSheetQuery(sessionId: string) {
  return queryOptions({
    queryKey: BATCH_KEYS.attendance(sessionId),
    queryFn: async ({ signal }) =>
      attendanceSheetSchema.parse(
        await callAuthApi<unknown>(sessionAttendancePath(sessionId), { signal }),
      ),
    retry: retryUnlessRefused,
    staleTime: 0,
  });
}

/**
 * ADMIN: saves these marks (PUT, upserted), in as many calls as the server's per-call limit needs
 * (a batch of more than 2,000 learners). Resolves with the totals sent.
 */
export async function saveAttendance(sessionId: string, entries: AttendanceBody['entries']) {
  let present = 0;
  let absent = 0;
  for (let start = 0; start < entries.length; start += ATTENDANCE_ENTRIES_MAX) {
    const saved = attendanceResultSchema.parse(
      await callAuthApi<unknown>(sessionAttendancePath(sessionId), {
        method: 'PUT',
        body: { entries: entries.slice(start, start + ATTENDANCE_ENTRIES_MAX) },
      }),
    );
    present += saved.present;
    absent += saved.absent;
  }
  return { present, absent };
}

/** ADMIN: sends a participant list (the file's bytes, as text/csv); the server reports each row. */
export async function importParticipants(
  sessionId: string,
  file: Blob,
): Promise<AttendanceImportResult> {
  return attendanceImportResultSchema.parse(
    await callAuthApi<unknown>(attendanceImportPath(sessionId), {
      method: 'POST',
      body: new Uint8Array(await file.arrayBuffer()),
      contentType: ATTENDANCE_IMPORT_TYPE,
    }),
  );
}
