import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  courseListSchema,
  couponListSchema,
  couponRedemptionListSchema,
  couponSchema,
} from '@kaksha/shared';
import type {
  Coupon,
  CouponGenerate,
  CouponInput,
  CouponPatch,
  CouponRedemption,
} from '@kaksha/shared';
import { callApi, callAuthApi } from '../../lib/api-client';
import { retryUnlessRefused } from '../../lib/staff-error';
import { fetchStaffListPage } from '../../lib/staff-list-page';

// Coupon administration on the one API client (bearer token, refreshed once on a 401). Every
// answer is parsed with the shared schemas; a refusal arrives as ApiError (a bulk import's
// per-row report in its `details`).

const COUPONS = '/v1.5/coupons';

export const COUPON_KEYS = {
  all: ['coupons', 'admin'] as const,
  list: ['coupons', 'admin', 'list'] as const,
  redemptions: (id: string) => ['coupons', 'admin', id, 'redemptions'] as const,
  courses: ['coupons', 'admin', 'courses'] as const,
};

/** Every coupon (GET /v1.5/coupons): SALES, EVENTS and ADMIN. */
export function couponsQuery() {
  return queryOptions({
    queryKey: COUPON_KEYS.list,
    queryFn: async ({ signal }) =>
      couponListSchema.parse(await callAuthApi<unknown>(COUPONS, { signal })),
    retry: retryUnlessRefused,
    staleTime: 0,
  });
}

/** One page of a coupon's redemptions and the cursor of the next (null on the last page). */
export interface RedemptionPage {
  rows: CouponRedemption[];
  nextCursor: string | null;
}

/**
 * The orders that used one coupon, newest first as the server sends them, a page at a time: like
 * every staff list, the next page's cursor would come in X-Next-Cursor. (Today's API sends its
 * newest 500 in one answer and no cursor, so "Load more" never shows.)
 */
export function redemptionPagesQuery(couponId: string) {
  return infiniteQueryOptions({
    queryKey: COUPON_KEYS.redemptions(couponId),
    queryFn: async ({ pageParam, signal }): Promise<RedemptionPage> => {
      const path = `${COUPONS}/${encodeURIComponent(couponId)}/redemptions`;
      const page = await fetchStaffListPage(path, { cursor: pageParam }, signal);
      return { rows: couponRedemptionListSchema.parse(page.body), nextCursor: page.nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: RedemptionPage) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
    staleTime: 0,
  });
}

/** The programs a coupon can be limited to (the public catalogue). */
export function couponCoursesQuery() {
  return queryOptions({
    queryKey: COUPON_KEYS.courses,
    queryFn: async ({ signal }) =>
      courseListSchema.parse(await callApi<unknown>('/v1.5/courses', { signal })),
    staleTime: 5 * 60_000,
  });
}

export async function createCoupon(input: CouponInput): Promise<Coupon> {
  return couponSchema.parse(await callAuthApi<unknown>(COUPONS, { method: 'POST', body: input }));
}

export async function deleteCoupon(id: string): Promise<void> {
  await callAuthApi<unknown>(`${COUPONS}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Changes a coupon's limits; an absent field keeps its value, null clears it. */
export async function patchCoupon(id: string, patch: CouponPatch): Promise<Coupon> {
  return couponSchema.parse(
    await callAuthApi<unknown>(`${COUPONS}/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: patch,
    }),
  );
}

/**
 * All or nothing: a 400 carries one `{ index, field, message }` per refused row (ApiError
 * `details`) and adds nothing. Rows go as a bare array, the shape the spec's client sends.
 */
export async function importCoupons(rows: readonly unknown[]): Promise<Coupon[]> {
  return couponListSchema.parse(
    await callAuthApi<unknown>(`${COUPONS}/bulk`, { method: 'POST', body: rows }),
  );
}

/** `count` new random codes sharing one rule; resolves with the coupons made. */
export async function generateCoupons(body: CouponGenerate): Promise<Coupon[]> {
  return couponListSchema.parse(
    await callAuthApi<unknown>(`${COUPONS}/generate`, { method: 'POST', body }),
  );
}
