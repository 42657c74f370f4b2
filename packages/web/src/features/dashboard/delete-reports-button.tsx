import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { MESSAGES } from '@portal/domain';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useT } from '../../i18n/use-t';
import { useRefetchReports, runAction } from './report-actions';
import { reportsMessages } from './reports.messages';
import { DeleteReportsDocument } from './reports.queries';

/** Admins: Delete Reports of the months ticked on screen, after 'Are you sure?'. */
export function DeleteReportsButton({
  termMonthIds,
  onDeleted,
}: {
  termMonthIds: readonly number[];
  onDeleted: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [deleteReports] = useMutation(DeleteReportsDocument);
  const refetchReports = useRefetchReports();
  const t = useT();
  const onConfirm = async () => {
    setBusy(true);
    const done = await runAction(
      () => deleteReports({ variables: { termMonthIds: [...termMonthIds] }, ...refetchReports }),
      MESSAGES.deleteSuccessful,
    );
    setBusy(false);
    if (done) {
      setConfirming(false);
      onDeleted();
    }
  };
  return (
    <>
      {/* aria-disabled, not disabled: focus can come back to it after the dialog. */}
      <Button
        variant="secondary"
        aria-disabled={termMonthIds.length === 0 || undefined}
        onClick={() => {
          if (termMonthIds.length > 0) setConfirming(true);
        }}
      >
        {t(reportsMessages.deleteReports)}
      </Button>
      {confirming ? (
        <ConfirmDialog
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void onConfirm()}
        />
      ) : null}
    </>
  );
}
