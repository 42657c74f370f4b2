/**
 * What a failed change says, read from the Apollo error: the field issues the server attaches
 * (extensions.issues, written by its fieldError and parseInput) so a form can show them on its
 * fields, and the message for a toast or notice (spec 3 §8).
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { firstErrorMessage, serverMessages } from './error-messages';

export type ServerFieldIssue = { path: string; message: string };

function isIssue(value: unknown): value is ServerFieldIssue {
  if (typeof value !== 'object' || value === null) return false;
  const issue = value as Record<string, unknown>;
  return typeof issue.path === 'string' && typeof issue.message === 'string';
}

/** Every field issue of the error's GraphQL errors, in order ('email', 'schoolIds.2', …). */
export function serverFieldIssues(error: unknown): ServerFieldIssue[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((e) => {
    const issues = e.extensions?.issues;
    return Array.isArray(issues) ? issues.filter(isIssue) : [];
  });
}

/**
 * The message of a failed change: the server's first message, else 'An unknown error occured.';
 * null for a network failure, which the error link has already reported with its own warning.
 */
export function changeErrorMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error) || serverMessages(error).length > 0) {
    return firstErrorMessage(error);
  }
  return null;
}

/**
 * Runs a form's save. Refused: each field the server named gets its message on the field (as a
 * 'server' error), and the server's first message is returned for the form's alert.
 */
export async function saveWithFieldIssues<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError'>,
  save: () => Promise<unknown>,
): Promise<{ ok: true } | { ok: false; message: string | null }> {
  try {
    await save();
    return { ok: true };
  } catch (error) {
    for (const issue of serverFieldIssues(error)) {
      form.setError(issue.path as Path<T>, { type: 'server', message: issue.message });
    }
    return { ok: false, message: changeErrorMessage(error) };
  }
}
