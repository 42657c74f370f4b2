import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { firstErrorMessage } from './error-messages';

describe('firstErrorMessage', () => {
  it('returns the first GraphQL error message', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Invalid email or password' }, { message: 'second' }],
    });
    expect(firstErrorMessage(error)).toBe('Invalid email or password');
  });

  it('reads the messages of a GraphQL body sent with a non-200 status', () => {
    const error = new ServerError('Response not successful', {
      response: new Response(null, { status: 400 }),
      bodyText: JSON.stringify({ errors: [{ message: 'Bad input' }] }),
    });
    expect(firstErrorMessage(error)).toBe('Bad input');
  });

  it("falls back to 'An unknown error occured.' when the server sent no message", () => {
    expect(firstErrorMessage(new TypeError('Failed to fetch'))).toBe('An unknown error occured.');
    expect(firstErrorMessage(new CombinedGraphQLErrors({ errors: [] }))).toBe(
      'An unknown error occured.',
    );
    expect(firstErrorMessage(undefined)).toBe('An unknown error occured.');
  });
});
