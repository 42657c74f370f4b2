import { createContext, useContext, useMemo } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { firstErrorMessage, serverMessages } from '../../lib/error-messages';
import { toast } from '../../lib/toast-store';

/**
 * Queries besides the reports that a change reads again: the admin's Reports tab names the
 * school's own query, so its Change History shows the change (AdminReportsTab).
 */
const AlsoRefetch = createContext<readonly string[]>([]);
export const ReportsAlsoRefetch = AlsoRefetch.Provider;

/**
 * The options of every change: it refetches the reports on screen (and waits, so the screen
 * shows the result), and what the screen around them asks for (ReportsAlsoRefetch).
 */
export function useRefetchReports(): { refetchQueries: string[]; awaitRefetchQueries: true } {
  const also = useContext(AlsoRefetch);
  return useMemo(
    () => ({ refetchQueries: ['SchoolReports', ...also], awaitRefetchQueries: true }),
    [also],
  );
}

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
