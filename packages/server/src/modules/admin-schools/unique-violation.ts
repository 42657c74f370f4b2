/**
 * Whether a failed statement broke a unique constraint or index (PostgreSQL code 23505),
 * optionally a given one. Drivers and drizzle wrap the database error, so the causes are walked.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: broken } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint === undefined || broken === constraint;
  }
  return false;
}
