/**
 * The first SQLSTATE on an error or its causes: node-postgres puts it on the error, Drizzle and PGlite
 * wrap it in a cause.
 */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** SQLSTATE 23P01: an exclusion constraint (bookings_no_overlap) refused the row. */
export const isExclusionViolation = (error: unknown) => sqlState(error) === '23P01';
