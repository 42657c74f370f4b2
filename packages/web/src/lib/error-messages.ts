import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { MESSAGES } from '@portal/domain';

/** The messages a GraphQL server sent with an error, in order (none for a network failure). */
export function serverMessages(error: unknown): string[] {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((e) => e.message).filter(Boolean);
  }
  if (ServerError.is(error)) {
    // A non-200 answer may still carry a GraphQL body with errors.
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { message?: unknown }[] };
      return (body.errors ?? [])
        .map((e) => e.message)
        .filter((m): m is string => typeof m === 'string' && m !== '');
    } catch {
      return [];
    }
  }
  return [];
}

/** What a form shows for a failed call: the first server message, else the unknown error. */
export function firstErrorMessage(error: unknown): string {
  return serverMessages(error)[0] ?? MESSAGES.unknownError;
}
