import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { RefObject } from 'react';
import type { Program, SaveMode } from '@portal/domain';
import type { SchoolMarketApplication } from '@portal/domain/programs/school-market';
import { stepPath } from '../application-paths';
import { refetchesAfterSave, showServerIssues, useSaveStep } from '../use-save-step';
import {
  SchoolMarketApplicationDocument,
  SchoolMarketUserApplicationsDocument,
} from './application.queries';
import type { SchoolMarketFormApi } from './form-api';
import { schoolMarketInput } from './form-values';
import { SaveSchoolMarketApplicationDocument } from './save.queries';

/** What each save refetches (spec 2 §4): see refetchesAfterSave. */
const refetchAfterSave = refetchesAfterSave(
  SchoolMarketUserApplicationsDocument,
  SchoolMarketApplicationDocument,
);

/**
 * The save of the form (spec 2 §4), by the shared step save: a draft toasts 'Draft Saved' and
 * goes home; a submit toasts 'Save Successful' and goes on to the status step of the saved
 * application. A refusal toasts the server's first message and puts each field issue it names on
 * its field.
 */
export function useSaveApplication(
  program: Program,
  form: SchoolMarketFormApi,
  formRef: RefObject<HTMLFormElement | null>,
  applicationId: number | null,
) {
  const [save] = useMutation(SaveSchoolMarketApplicationDocument);
  const saveStep = useSaveStep();
  return useCallback(
    (values: SchoolMarketApplication, mode: SaveMode) =>
      saveStep(
        mode,
        async () => {
          const { data } = await save({
            variables: { input: schoolMarketInput(values, mode === 'draft', applicationId) },
            refetchQueries: (result) =>
              refetchAfterSave(result.data?.saveSchoolMarketApplication.applicationSchoolMarketId),
            awaitRefetchQueries: true,
          });
          return data?.saveSchoolMarketApplication.applicationSchoolMarketId ?? null;
        },
        (id) => stepPath(program, 'status', id),
        showServerIssues(form, formRef),
      ),
    [applicationId, form, formRef, program, save, saveStep],
  );
}
