import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { Path } from 'react-hook-form';
import { MESSAGES } from '@portal/domain';
import type { Program, SaveMode } from '@portal/domain';
import type { SchoolMarketApplication } from '@portal/domain/programs/school-market';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { CurrentUserDocument } from '../../../lib/session.queries';
import { serverFieldIssues } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast-store';
import { stepPath } from '../application-paths';
import { reportSaveError } from '../report-save-error';
import {
  SchoolMarketApplicationDocument,
  SchoolMarketUserApplicationsDocument,
} from './application.queries';
import type { SchoolMarketFormApi } from './form-api';
import { schoolMarketInput } from './form-values';
import type { SchoolMarketValues } from './form-values';
import { SaveSchoolMarketApplicationDocument } from './save.queries';

/**
 * What each save refetches (spec 2 §4): the user's applications, the educator user from the
 * network (its application-required flags), and the saved application itself.
 */
export function refetchAfterSave(id: number | null | undefined) {
  return [
    { query: SchoolMarketUserApplicationsDocument },
    { query: CurrentUserDocument, fetchPolicy: 'network-only' as const },
    ...(id ? [{ query: SchoolMarketApplicationDocument, variables: { id } }] : []),
  ];
}

/**
 * The save of the form (spec 2 §4): a draft toasts 'Draft Saved' and goes home; a submit toasts
 * 'Save Successful' and goes on to the status step of the saved application. A refusal toasts
 * the server's first message and puts each field issue it names on its field.
 */
export function useSaveApplication(
  program: Program,
  form: SchoolMarketFormApi,
  formRef: RefObject<HTMLFormElement | null>,
  applicationId: number | null,
) {
  const [save] = useMutation(SaveSchoolMarketApplicationDocument);
  const navigate = useNavigate();
  return useCallback(
    async (values: SchoolMarketApplication, mode: SaveMode) => {
      let id: number | null;
      try {
        const { data } = await save({
          variables: { input: schoolMarketInput(values, mode === 'draft', applicationId) },
          refetchQueries: (result) =>
            refetchAfterSave(result.data?.saveSchoolMarketApplication.applicationSchoolMarketId),
          awaitRefetchQueries: true,
        });
        id = data?.saveSchoolMarketApplication.applicationSchoolMarketId ?? null;
      } catch (error) {
        reportSaveError(error);
        const issues = serverFieldIssues(error);
        for (const issue of issues) {
          form.setError(issue.path as Path<SchoolMarketValues>, {
            type: 'server',
            message: issue.message,
          });
        }
        if (issues.length > 0) requestAnimationFrame(() => focusFirstInvalid(formRef.current));
        return;
      }
      if (id === null) return;
      if (mode === 'draft') {
        toast.success(MESSAGES.draftSaved);
        navigate('/');
      } else {
        toast.success(MESSAGES.saveSuccessful);
        navigate(stepPath(program, 'status', id));
      }
    },
    [applicationId, form, formRef, navigate, program, save],
  );
}
