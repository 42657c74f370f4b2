import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@portal/domain';
import type { SaveMode } from '@portal/domain';
import { CurrentUserDocument } from '../../../lib/session.queries';
import { toast } from '../../../lib/toast-store';
import { reportSaveError } from '../report-save-error';
import {
  TeachersAidApplicationDocument,
  TeachersAidUserApplicationsDocument,
} from './application.queries';

/**
 * What each save refetches (spec 2 §4): the user's applications, the educator user from the
 * network (its application-required flags), and the saved application itself.
 */
export function refetchAfterSave(id: number | null | undefined) {
  return [
    { query: TeachersAidUserApplicationsDocument },
    { query: CurrentUserDocument, fetchPolicy: 'network-only' as const },
    ...(id ? [{ query: TeachersAidApplicationDocument, variables: { id } }] : []),
  ];
}

/**
 * After a step's mutation (each returns applicationTeachersAidId): a draft toasts 'Draft Saved'
 * and goes home; a full save toasts 'Save Successful' and goes on to `next`; a failure toasts the
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
