import { COUPON_TYPES, COUPON_TYPE_LABELS } from '@kaksha/shared';
import type { Coupon } from '@kaksha/shared';
import { countByType } from '../coupon-display';

/** The summary cards (spec §2.9): every coupon, then how many of each type. */
export function CouponSummary({ coupons }: { coupons: readonly Coupon[] }) {
  const counts = countByType(coupons);
  const cards = [
    { label: 'Total Coupons', count: coupons.length },
    ...COUPON_TYPES.map((type) => ({ label: COUPON_TYPE_LABELS[type], count: counts[type] })),
  ];
  return (
    <ul
      aria-label="Coupon summary"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
    >
      {cards.map((card, index) => (
        <li
          key={card.label}
          aria-label={`${card.label}: ${card.count}`}
          className={
            index === 0
              ? 'rounded-card bg-brand-700 p-4 text-white shadow-card'
              : 'rounded-card border border-ink-200/80 bg-white p-4 shadow-card'
          }
        >
          <p className={index === 0 ? 'text-sm text-brand-100' : 'text-sm text-ink-600'}>
            {card.label}
          </p>
          <p className="mt-1 text-2xl font-extrabold tabular-nums">{card.count}</p>
        </li>
      ))}
    </ul>
  );
}
