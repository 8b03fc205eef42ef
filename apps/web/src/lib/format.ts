const PAISE_PER_RUPEE = 100;

/**
 * The spec shows money as "Rs 4999.00": an Rs prefix, two decimals, no digit grouping.
 * Amounts in the app are rupees at the UI edge; use formatPaise for values straight from paise.
 */
export function formatRupees(rupees: number): string {
  return `Rs ${rupees.toFixed(2)}`;
}

/** Integer paise (how the API and all arithmetic keep money) shown as rupees. */
export function formatPaise(paise: number): string {
  return formatRupees(paise / PAISE_PER_RUPEE);
}

/**
 * A whole number with Indian digit grouping (last three digits, then pairs): 9128 -> '9,128',
 * 1234567 -> '12,34,567'. Written out rather than with Intl.NumberFormat: a page's first
 * Intl formatter loads the locale's data, a long task on a slow phone while the page hydrates.
 */
export function formatIndianNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.trunc(Math.abs(value)));
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${pairs},${digits.slice(-3)}`;
}

// Beyond the spec's pages (staff consoles, orders and invoices): the ₹ sign and Indian grouping,
// as a tax invoice prints it.
// Made on first use: a page that imports this module for another function (the program pages)
// must not pay for loading Intl's locale data while it hydrates.
let inr: Intl.NumberFormat | undefined;

/** 4999 -> '₹4,999.00'; 123456.5 -> '₹1,23,456.50'. */
export function formatInr(rupees: number): string {
  inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  return inr.format(rupees);
}

/** Integer paise as formatInr shows rupees: 499900 -> '₹4,999.00'. */
export function formatInrPaise(paise: number): string {
  return formatInr(paise / PAISE_PER_RUPEE);
}
