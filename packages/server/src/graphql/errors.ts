import { GraphQLError } from 'graphql';
import { MESSAGES } from '@portal/domain';
import type { ZodType } from 'zod';

/** Expected failures, each with the message the user reads. */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'INVALID_CREDENTIALS'
  | 'EMAIL_TAKEN'
  | 'RESET_TOKEN_INVALID'
  | 'RATE_LIMITED'
  | 'NOT_FOUND';

export function messageFor(code: ErrorCode): string {
  switch (code) {
    case 'UNAUTHENTICATED':
      return MESSAGES.notLoggedIn;
    case 'FORBIDDEN':
      return MESSAGES.forbidden;
    case 'INVALID_CREDENTIALS':
      return MESSAGES.invalidCredentials;
    case 'EMAIL_TAKEN':
      return MESSAGES.emailTaken;
    case 'RESET_TOKEN_INVALID':
      return MESSAGES.resetTokenInvalid;
    case 'RATE_LIMITED':
      return MESSAGES.tooManyAttempts;
    case 'NOT_FOUND':
      return MESSAGES.notFound;
    default: {
      const unhandled: never = code;
      return unhandled;
    }
  }
}

export function userError(code: ErrorCode): GraphQLError {
  return new GraphQLError(messageFor(code), { extensions: { code } });
}

/** A refusal tied to one field of the form, like the domain schema's own issues. */
export function fieldError(field: string, message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', field, issues: [{ path: field, message }] },
  });
}

export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * Validates an operation's input with the domain schema shared with the form. Bad input
 * fails with the first rule's message (what the form would show) and every issue by field.
 */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues: FieldIssue[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const first = issues[0];
  throw new GraphQLError(first ? first.message : MESSAGES.unknownError, {
    extensions: { code: 'BAD_USER_INPUT', field: first?.path, issues },
  });
}
