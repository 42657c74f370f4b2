import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { RefObject } from 'react';
import type { Program, SaveMode } from '@portal/domain';
import type { KidsCafeApplication } from '@portal/domain/programs/kids-cafe';
import { stepPath } from '../application-paths';
import { refetchesAfterSave, showServerIssues, useSaveStep } from '../use-save-step';
import {
  KidsCafeApplicationDocument,
  KidsCafeUserApplicationsDocument,
} from './application.queries';
import type { KidsCafeFormApi } from './form-api';
import { SaveKidsCafeApplicationDocument } from './save.queries';
import { kidsCafeInput } from './save-input';

/** What each save refetches (spec 2 §4): see refetchesAfterSave. */
const refetchAfterSave = refetchesAfterSave(
  KidsCafeUserApplicationsDocument,
  KidsCafeApplicationDocument,
);

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
        showServerIssues(form, formRef),
      ),
    [applicationId, form, formRef, program, save, saveStep],
  );
}
