import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { changeErrorMessage, serverFieldIssues } from './mutation-errors';

describe('serverFieldIssues', () => {
  it('reads the issues the server attached to its errors', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'An account with this email already exists',
          extensions: {
            code: 'BAD_USER_INPUT',
            issues: [{ path: 'email', message: 'An account with this email already exists' }],
          },
        },
        { message: 'other', extensions: { issues: [{ path: 3 }, 'bad', null] } },
      ],
    });
    expect(serverFieldIssues(error)).toEqual([
      { path: 'email', message: 'An account with this email already exists' },
    ]);
  });

  it('finds none in a network failure or an error without issues', () => {
    expect(serverFieldIssues(new TypeError('Failed to fetch'))).toEqual([]);
    expect(serverFieldIssues(new CombinedGraphQLErrors({ errors: [{ message: 'x' }] }))).toEqual(
      [],
    );
  });
});

describe('changeErrorMessage', () => {
  it("is the server's first message, else the unknown error; null for a network failure", () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'Not found' }] });
    expect(changeErrorMessage(error)).toBe('Not found');
    expect(changeErrorMessage(new CombinedGraphQLErrors({ errors: [] }))).toBe(
      'An unknown error occured.',
    );
    expect(changeErrorMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});
