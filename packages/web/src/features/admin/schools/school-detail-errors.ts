import { changeErrorMessage } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast-store';

/**
 * Shows a failed change as a warning toast: the server's first message, else 'An unknown error
 * occured.' (a network failure has had its own warning from the error link).
 */
export function toastChangeError(error: unknown): void {
  const message = changeErrorMessage(error);
  if (message) toast.warning(message);
}

/** Runs a change: its success toast, or the failure's. Says whether it worked. */
export async function runChange(change: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await change();
  } catch (error) {
    toastChangeError(error);
    return false;
  }
  toast.success(success);
  return true;
}
