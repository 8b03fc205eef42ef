import {
  COUPON_MESSAGES as M,
  couponInputSchema,
  type BulkRowError,
  type ValidCouponInput,
} from '@kaksha/shared';
import { AppError } from '../../core/app-error';

export type CheckedRow = { index: number; coupon: ValidCouponInput };

export const unknownCourseMessage = (id: string) => `No such course: ${id}`;

/**
 * Each row of a batch against couponInputSchema (its first problem, by the row's index), and codes
 * repeated within the batch. `fieldPrefix` names where the fields came from (`rule.` for generate).
 */
export function checkCouponRows(
  rows: readonly unknown[],
  fieldPrefix = '',
): { valid: CheckedRow[]; errors: BulkRowError[] } {
  const valid: CheckedRow[] = [];
  const errors: BulkRowError[] = [];
  const firstIndexOf = new Map<string, number>();
  rows.forEach((raw, index) => {
    const parsed = couponInputSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = issue?.path.join('.');
      errors.push({
        index,
        ...(path ? { field: `${fieldPrefix}${path}` } : {}),
        message: issue?.message ?? 'Invalid coupon',
      });
      return;
    }
    const code = parsed.data.couponCode;
    const earlier = firstIndexOf.get(code);
    if (earlier !== undefined) {
      errors.push({
        index,
        field: 'couponCode',
        message: `${M.codeTaken} (same as row ${earlier + 1})`,
      });
      return;
    }
    firstIndexOf.set(code, index);
    valid.push({ index, coupon: parsed.data });
  });
  return { valid, errors };
}

/** Every course id the rows name, lower-cased as stored, each once. */
export function courseIdsOf(rows: readonly CheckedRow[]): string[] {
  return [...new Set(rows.flatMap((r) => r.coupon.courseIds ?? []).map((id) => id.toLowerCase()))];
}

/** Rows scoped to a course the catalogue does not have (a typo would make the coupon useless). */
export function unknownCourseErrors(
  rows: readonly CheckedRow[],
  known: ReadonlySet<string>,
  fieldPrefix = '',
): BulkRowError[] {
  return rows.flatMap(({ index, coupon }) => {
    const unknown = (coupon.courseIds ?? []).find((id) => !known.has(id.toLowerCase()));
    return unknown === undefined
      ? []
      : [{ index, field: `${fieldPrefix}courseIds`, message: unknownCourseMessage(unknown) }];
  });
}

/** All or nothing: one refused row refuses the batch, and the answer lists every refused row. */
export function batchRefusal(errors: BulkRowError[], total: number): AppError {
  const sorted = [...errors].sort((a, b) => a.index - b.index);
  const badRows = new Set(sorted.map((e) => e.index)).size;
  return new AppError(
    'BULK_INVALID',
    400,
    `${badRows} of ${total} coupons are invalid; none were added.`,
    {},
    sorted,
  );
}
