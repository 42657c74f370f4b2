import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { firstErrorMessage, serverMessages } from '../../lib/error-messages';
import { toast } from '../../lib/toast-store';

/** Every change refetches the reports on screen (and waits, so the screen shows the result). */
export const REFETCH_REPORTS: { refetchQueries: string[]; awaitRefetchQueries: true } = {
  refetchQueries: ['SchoolReports'],
  awaitRefetchQueries: true,
};

/**
 * The message of a failed change: the server's first message, or null for a network failure
 * (the error link has already shown 'Network error, please try again.').
 */
export function actionErrorMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error) || serverMessages(error).length > 0) {
    return firstErrorMessage(error);
  }
  return null;
}

/** Runs a change: its success message or the server's first message as a toast. */
export async function runAction(action: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await action();
  } catch (error) {
    const message = actionErrorMessage(error);
    if (message) toast.warning(message);
    return false;
  }
  toast.success(success);
  return true;
}
