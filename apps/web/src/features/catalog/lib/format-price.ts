/** "Rs 4999" as the spec's Enroll button shows it: whole rupees without decimals, paise when present. */
export function formatPrice(rupees: number): string {
  return `Rs ${Number.isInteger(rupees) ? rupees : rupees.toFixed(2)}`;
}
