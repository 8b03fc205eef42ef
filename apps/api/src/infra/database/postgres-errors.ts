/** PostgreSQL error codes the app reacts to (https://www.postgresql.org/docs/15/errcodes-appendix.html). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of a database error, wherever the driver or drizzle wrapped it. */
export function postgresErrorCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  for (
    let e = error;
    e && typeof e === 'object' && !seen.has(e);
    e = (e as { cause?: unknown }).cause
  ) {
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) =>
  postgresErrorCode(error) === PG_UNIQUE_VIOLATION;

export const PG_CHECK_VIOLATION = '23514';

/** A check constraint refused the write: `constraint` names which one (the driver reports it). */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  if (postgresErrorCode(error) !== PG_CHECK_VIOLATION) return false;
  const seen = new Set<unknown>();
  for (
    let e = error;
    e && typeof e === 'object' && !seen.has(e);
    e = (e as { cause?: unknown }).cause
  ) {
    seen.add(e);
    if ((e as { constraint?: unknown }).constraint === constraint) return true;
  }
  return false;
}
