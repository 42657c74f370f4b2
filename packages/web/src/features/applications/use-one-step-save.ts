import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useCallback } from 'react';
import type { RefObject } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { Program, SaveMode } from '@portal/domain';
import { stepPath } from './application-paths';
import type { refetchesAfterSave } from './use-save-step';
import { showServerIssues, useSaveStep } from './use-save-step';

/** How a program's one-step form is saved (its module's `…_SAVE`). */
export type OneStepSave<O, D, I> = {
  /** The program's save mutation, taking `input`. */
  mutation: TypedDocumentNode<D, { input: I }>;
  /** The mutation's input from the schema's output, the draft flag and the application's id. */
  input: (values: O, draft: boolean, applicationId: number | null) => I;
  /** The saved application's id in the mutation's answer. */
  savedId: (data: D | null | undefined) => number | null | undefined;
  /** What each save refetches: see refetchesAfterSave. */
  queries: ReturnType<typeof refetchesAfterSave>;
};

/**
 * The save of a one-step form (Kids Cafe, Partner Services; spec 2 §4), by the shared step save:
 * a draft toasts 'Draft Saved' and goes home; a submit toasts 'Save Successful' and goes on to
 * the status step of the saved application. A refusal toasts the server's first message and puts
 * each field issue it names on its field. After each save the program's user applications, the
 * user (network) and the application are refetched.
 */
export function useOneStepSave<T extends FieldValues, O, D, I>(
  program: Program,
  form: { setError: UseFormSetError<T> },
  formRef: RefObject<HTMLFormElement | null>,
  applicationId: number | null,
  { mutation, input, savedId, queries }: OneStepSave<O, D, I>,
) {
  const [save] = useMutation(mutation);
  const saveStep = useSaveStep();
  return useCallback(
    (values: O, mode: SaveMode) =>
      saveStep(
        mode,
        async () => {
          const { data } = await save({
            variables: { input: input(values, mode === 'draft', applicationId) },
            refetchQueries: (result) => queries(savedId(result.data as D | undefined)),
            awaitRefetchQueries: true,
          });
          return savedId(data as D | undefined) ?? null;
        },
        (id) => stepPath(program, 'status', id),
        showServerIssues(form, formRef),
      ),
    [applicationId, form, formRef, input, program, queries, save, saveStep, savedId],
  );
}
