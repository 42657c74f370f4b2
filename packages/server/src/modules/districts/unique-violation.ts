/**
 * The name of the unique constraint or index a failed statement broke (23505), or undefined for
 * any other error. Drizzle wraps the driver's error, so the chain of causes is walked.
 */
export function brokenUniqueKey(error: unknown): string | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return undefined;
}
