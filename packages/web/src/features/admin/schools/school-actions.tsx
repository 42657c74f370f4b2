import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { PortalProgram } from '../../../lib/programs';
import { runChange } from './school-detail-errors';
import { forgetSchoolList, schoolListPath } from './school-detail-program';
import type { SchoolDetailBinding, SchoolDetail } from './school-detail-program';
import {
  AdminArchiveSchoolDocument,
  AdminDeleteSchoolDocument,
  AdminRestoreSchoolDocument,
} from './school-detail.queries';

type Pending = 'archive' | 'restore' | 'delete' | null;

/**
 * Archive School (or Restore School when archived) and Delete School, each after a
 * confirmation: 'Are you sure?' for archive and restore, the destructive warning for delete.
 */
export function SchoolActions({
  program,
  binding,
  school,
}: {
  program: PortalProgram;
  binding: SchoolDetailBinding;
  school: SchoolDetail;
}) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const variables = { schoolId: school.schoolId };
  const forgetList = { update: forgetSchoolList(program) };
  const refetchSchool = {
    refetchQueries: [{ query: binding.query, variables }],
    awaitRefetchQueries: true,
  };
  const [archive] = useMutation(AdminArchiveSchoolDocument, { ...forgetList, ...refetchSchool });
  const [restore] = useMutation(AdminRestoreSchoolDocument, { ...forgetList, ...refetchSchool });
  const [remove] = useMutation(AdminDeleteSchoolDocument, forgetList);

  const confirm = async () => {
    setBusy(true);
    if (pending === 'delete') {
      const done = await runChange(() => remove({ variables }), MESSAGES.schoolDeleted);
      setBusy(false);
      setPending(null);
      if (done) await navigate(schoolListPath(program));
      return;
    }
    const [change, message] =
      pending === 'archive'
        ? [archive, MESSAGES.schoolArchived]
        : [restore, MESSAGES.schoolRestored];
    await runChange(() => change({ variables }), message);
    setBusy(false);
    setPending(null);
  };

  const archived = school.deletedAt != null;
  return (
    <div className="school-actions">
      {archived ? (
        <Button variant="secondary" onClick={() => setPending('restore')}>
          Restore School
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => setPending('archive')}>
          Archive School
        </Button>
      )}
      <Button variant="secondary" onClick={() => setPending('delete')}>
        Delete School
      </Button>
      {pending ? (
        <ConfirmDialog
          title={pending === 'delete' ? MESSAGES.destructiveDeleteConfirm : MESSAGES.areYouSure}
          confirmLabel={
            pending === 'delete' ? 'Delete' : pending === 'archive' ? 'Archive' : 'Restore'
          }
          busy={busy}
          onCancel={() => setPending(null)}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </div>
  );
}
