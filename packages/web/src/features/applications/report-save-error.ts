import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { firstErrorMessage, serverMessages } from '../../lib/error-messages';
import { toast } from '../../lib/toast-store';

/**
 * A failed save (spec 1 §8): the first server message as a toast, and the form stays. A network
 * failure has already been announced by the error link ('Network error, please try again.').
 */
export function reportSaveError(error: unknown): void {
  if (CombinedGraphQLErrors.is(error) || serverMessages(error).length > 0) {
    toast.warning(firstErrorMessage(error));
  }
}
