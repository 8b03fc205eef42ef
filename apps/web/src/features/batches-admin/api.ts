import { queryOptions } from '@tanstack/react-query';
import {
  BATCHES_PATH,
  batchDetailSchema,
  sessionSchema,
  staffBatchListSchema,
} from '@kaksha/shared';
import type {
  BatchDetail,
  BatchSession,
  CreateBatchBody,
  CreateSessionBody,
  UpdateBatchBody,
  UpdateSessionBody,
} from '@kaksha/shared';
import { callAuthApi, isApiError } from '../../lib/api-client';
import { retryUnlessRefused, staffErrorMessage } from '../../lib/staff-error';

// The batch console on the one API client (bearer token of a SALES or ADMIN account, refreshed
// once on a 401; only ADMIN writes). Every answer is parsed with the shared schemas.

export const BATCH_KEYS = {
  all: ['batches-admin'] as const,
  list: (courseId: string) => ['batches-admin', 'list', courseId] as const,
  detail: (id: string) => ['batches-admin', 'detail', id] as const,
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
