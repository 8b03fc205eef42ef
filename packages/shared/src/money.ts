// Money is integer paise everywhere; rupees appear only at the edges (API fields the spec shows in rupees, UI).
export const PAISE_PER_RUPEE = 100;

export function toPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

export function toRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

/** Floors an amount of paise to whole rupees (spec: discounted totals are floored to a whole number). */
export function floorToWholeRupees(paise: number): number {
  return Math.floor(paise / PAISE_PER_RUPEE) * PAISE_PER_RUPEE;
}

const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹4,999.00, ₹1,23,456.78: Indian grouping, always two decimals. */
export function formatPaise(paise: number): string {
  return RUPEES.format(paise / PAISE_PER_RUPEE);
}
