import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { RefObject } from 'react';
import type { Path } from 'react-hook-form';
import type { Program, SaveMode } from '@portal/domain';
import type { KidsCafeApplication } from '@portal/domain/programs/kids-cafe';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { serverFieldIssues } from '../../../lib/mutation-errors';
import { CurrentUserDocument } from '../../../lib/session.queries';
import { stepPath } from '../application-paths';
import { useSaveStep } from '../teachers-aid/use-save-step';
import {
  KidsCafeApplicationDocument,
  KidsCafeUserApplicationsDocument,
} from './application.queries';
import type { KidsCafeFormApi } from './form-api';
import type { KidsCafeValues } from './form-values';
import { SaveKidsCafeApplicationDocument } from './save.queries';
import { kidsCafeInput } from './save-input';

/**
 * What each save refetches (spec 2 §4): the user's applications, the educator user from the
 * network (its application-required flags), and the saved application itself.
 */
function refetchAfterSave(id: number | null | undefined) {
  return [
    { query: KidsCafeUserApplicationsDocument },
    { query: CurrentUserDocument, fetchPolicy: 'network-only' as const },
    ...(id ? [{ query: KidsCafeApplicationDocument, variables: { id } }] : []),
  ];
}

/**
 * The save of the form (spec 2 §4), by the shared step save: a draft toasts 'Draft Saved' and
 * goes home; a submit toasts 'Save Successful' and goes on to the status step. A refusal toasts
 * the server's first message and puts each field issue it names on its field.
 */
export function useSaveApplication(
  program: Program,
  form: KidsCafeFormApi,
  formRef: RefObject<HTMLFormElement | null>,
  applicationId: number | null,
) {
  const [save] = useMutation(SaveKidsCafeApplicationDocument);
  const saveStep = useSaveStep();
  const showIssues = useCallback(
    (error: unknown) => {
      const issues = serverFieldIssues(error);
      for (const issue of issues) {
        form.setError(issue.path as Path<KidsCafeValues>, {
          type: 'server',
          message: issue.message,
        });
      }
      if (issues.length > 0) requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    },
    [form, formRef],
  );
  return useCallback(
    (values: KidsCafeApplication, mode: SaveMode) =>
      saveStep(
        mode,
        async () => {
          const { data } = await save({
            variables: { input: kidsCafeInput(values, mode === 'draft', applicationId) },
            refetchQueries: (result) =>
              refetchAfterSave(result.data?.saveKidsCafeApplication.applicationKidsCafeId),
            awaitRefetchQueries: true,
          });
          return data?.saveKidsCafeApplication.applicationKidsCafeId ?? null;
        },
        (id) => stepPath(program, 'status', id),
        showIssues,
      ),
    [applicationId, program, save, saveStep, showIssues],
  );
}
