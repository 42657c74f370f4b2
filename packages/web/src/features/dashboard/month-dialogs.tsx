import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { MESSAGES } from '@portal/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useTranslateMessage } from '../../i18n/use-t';
import { useRefetchReports, runAction } from './report-actions';
import { DeleteDistributionsDocument } from './reports.queries';
import type { Distribution, TermMonth } from './report-types';
import { StudentModal } from './student-modal';

export type MonthDialog =
  | { kind: 'student'; distribution: Distribution | null }
  | { kind: 'delete-one'; distribution: Distribution }
  | { kind: 'delete-selected'; ids: number[] }
  | null;

/**
 * The dialogs of a month: Add Student / Edit Student, and the two delete confirmations
 * ('Are you sure you want to delete this distribution?' → 'Distribution Deleted'; 'Are you sure
 * you want to delete {n} distributions?' → '{n} Distributions Deleted').
 */
export function MonthDialogs({
  month,
  dialog,
  onClose,
  onDeleted,
  fallbackFocus,
}: {
  month: TermMonth;
  dialog: MonthDialog;
  onClose: () => void;
  onDeleted: (ids: readonly number[]) => void;
  fallbackFocus: () => HTMLElement | null;
}) {
  const [remove] = useMutation(DeleteDistributionsDocument);
  const refetchReports = useRefetchReports();
  const [deleting, setDeleting] = useState(false);
  const translate = useTranslateMessage();

  const deleteDistributions = async (ids: number[], success: string) => {
    setDeleting(true);
    const done = await runAction(
      () => remove({ variables: { distributionIds: ids }, ...refetchReports }),
      success,
    );
    setDeleting(false);
    if (done) {
      onDeleted(ids);
      onClose();
    }
  };

  if (dialog?.kind === 'student') {
    return (
      <StudentModal
        month={month}
        distribution={dialog.distribution}
        onClose={onClose}
        fallbackFocus={fallbackFocus}
      />
    );
  }
  if (dialog?.kind === 'delete-one') {
    return (
      <ConfirmDialog
        message={translate(MESSAGES.deleteDistributionConfirm)}
        busy={deleting}
        onCancel={onClose}
        onConfirm={() =>
          void deleteDistributions(
            [dialog.distribution.distributionId],
            MESSAGES.distributionDeleted,
          )
        }
        fallbackFocus={fallbackFocus}
      />
    );
  }
  if (dialog?.kind === 'delete-selected') {
    return (
      <ConfirmDialog
        message={translate(MESSAGES.deleteDistributionsConfirm(dialog.ids.length))}
        busy={deleting}
        onCancel={onClose}
        onConfirm={() =>
          void deleteDistributions(dialog.ids, MESSAGES.distributionsDeleted(dialog.ids.length))
        }
        fallbackFocus={fallbackFocus}
      />
    );
  }
  return null;
}
