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

// Beyond the spec's pages (staff consoles, orders and invoices): the ₹ sign and Indian grouping,
// as a tax invoice prints it.
const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** 4999 -> '₹4,999.00'; 123456.5 -> '₹1,23,456.50'. */
export function formatInr(rupees: number): string {
  return INR.format(rupees);
}

/** Integer paise as formatInr shows rupees: 499900 -> '₹4,999.00'. */
export function formatInrPaise(paise: number): string {
  return formatInr(paise / PAISE_PER_RUPEE);
}
