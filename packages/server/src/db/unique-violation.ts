/** PostgreSQL's SQLSTATE for a broken unique constraint or index. */
const UNIQUE_VIOLATION = '23505';

/**
 * The name of the unique constraint or index a failed statement broke ('' when the driver does
 * not name it), or undefined for any other error. Drizzle and the drivers wrap the database
 * error, so the chain of causes is walked.
 */
export function brokenUniqueKey(error: unknown): string | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === UNIQUE_VIOLATION) return constraint ?? '';
  }
  return undefined;
}

/** Whether a failed statement broke a unique constraint or index, optionally a given one. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const broken = brokenUniqueKey(error);
  return broken !== undefined && (constraint === undefined || broken === constraint);
}
