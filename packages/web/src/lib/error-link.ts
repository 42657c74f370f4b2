import { CombinedGraphQLErrors, CombinedProtocolErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { MESSAGES } from '@portal/domain';
import { serverMessages } from './error-messages';

export type ErrorLinkHandlers = {
  /** The session is missing or expired: log out. */
  onUnauthenticated: () => void;
  /** The server could not be reached or answered outside GraphQL. */
  onNetworkError: () => void;
};

/**
 * Spec 1 §8: 'You must be logged in to do this' logs out; a network error shows one warning;
 * other errors are logged (with console.warn: a console error fails the browser tests) and reach
 * the caller, whose form shows the first message.
 */
export function createErrorLink({ onUnauthenticated, onNetworkError }: ErrorLinkHandlers) {
  return new ErrorLink(({ error, operation }) => {
    if (serverMessages(error).includes(MESSAGES.notLoggedIn)) {
      onUnauthenticated();
      return;
    }
    const name = operation.operationName ?? 'anonymous operation';
    if (CombinedGraphQLErrors.is(error)) {
      console.warn(`[GraphQL error] ${name}:`, error.errors.map((e) => e.message).join('; '));
    } else if (CombinedProtocolErrors.is(error)) {
      console.warn(`[Protocol error] ${name}:`, error.message);
    } else {
      onNetworkError();
      console.warn(`[Network error] ${name}:`, error.message);
    }
  });
}
