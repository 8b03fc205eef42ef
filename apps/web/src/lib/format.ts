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
