import { changeErrorMessage, serverFieldIssues } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast-store';

export type ChangeResult = { ok: true } | { ok: false; issues: Record<string, string> };

/**
 * Runs a settings change: its success toast (role=status), or the server's first message as a
 * warning toast (role=alert), with the field issues the server named so the form shows them on
 * their fields.
 */
export async function runSettingsChange(
  change: () => Promise<unknown>,
  success: string,
): Promise<ChangeResult> {
  try {
    await change();
  } catch (error) {
    const message = changeErrorMessage(error);
    if (message) toast.warning(message);
    const issues = Object.fromEntries(
      serverFieldIssues(error).map((issue) => [issue.path, issue.message]),
    );
    return { ok: false, issues };
  }
  toast.success(success);
  return { ok: true };
}
