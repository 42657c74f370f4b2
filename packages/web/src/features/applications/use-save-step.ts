import type { TypedDocumentNode } from '@apollo/client';
import { useCallback } from 'react';
import type { RefObject } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@portal/domain';
import type { SaveMode } from '@portal/domain';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { serverFieldIssues } from '../../lib/mutation-errors';
import { CurrentUserDocument } from '../../lib/session.queries';
import { toast } from '../../lib/toast-store';
import { reportSaveError } from './report-save-error';

/**
 * What each save of a program's application refetches (spec 1 §7, spec 2 §4), given the
 * program's queries: the user's applications, the educator user from the network (its
 * application-required flags), and the saved application itself.
 */
export function refetchesAfterSave(
  userApplications: TypedDocumentNode<unknown, Record<string, never>>,
  application: TypedDocumentNode<unknown, { id: number }>,
) {
  return (id: number | null | undefined) => [
    { query: userApplications },
    { query: CurrentUserDocument, fetchPolicy: 'network-only' as const },
    ...(id ? [{ query: application, variables: { id } }] : []),
  ];
}

/**
 * The `onError` of a form's save: each field issue the server names goes on its field (a
 * 'server' error), then the first invalid control of the form gets focus.
 */
export function showServerIssues<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  formRef: RefObject<HTMLFormElement | null>,
) {
  return (error: unknown) => {
    const issues = serverFieldIssues(error);
    for (const issue of issues) {
      form.setError(issue.path as Path<T>, { type: 'server', message: issue.message });
    }
    if (issues.length > 0) requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  };
}

/**
 * After a step's mutation (each returns the application's id): a draft toasts 'Draft Saved' and
 * goes home; a full save toasts 'Save Successful' and goes on to `next`; a failure toasts the
 * server's first message (and is passed to `onError`, to put field issues on their fields).
 */
export function useSaveStep() {
  const navigate = useNavigate();
  return useCallback(
    async (
      mode: SaveMode,
      save: () => Promise<number | null>,
      next: (id: number) => string,
      onError?: (error: unknown) => void,
    ) => {
      let id: number | null;
      try {
        id = await save();
      } catch (error) {
        reportSaveError(error);
        onError?.(error);
        return;
      }
      if (id === null) return;
      if (mode === 'draft') {
        toast.success(MESSAGES.draftSaved);
        navigate('/');
      } else {
        toast.success(MESSAGES.saveSuccessful);
        navigate(next(id));
      }
    },
    [navigate],
  );
}
