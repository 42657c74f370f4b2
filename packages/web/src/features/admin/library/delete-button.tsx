import { useState } from 'react';
import { MESSAGES } from '@portal/domain';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { runChange } from '../schools/school-detail-errors';

/**
 * Delete of a library row: 'Are you sure?' with Cancel and Delete, then the change with
 * 'Delete Successful' (or the failure's message). `name` completes the button's accessible name
 * ('Delete October Menu.pdf'); focus goes to `fallbackFocusId` when the row is gone.
 */
export function DeleteButton({
  name,
  onDelete,
  fallbackFocusId,
}: {
  name: string;
  onDelete: () => Promise<unknown>;
  fallbackFocusId: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await runChange(onDelete, MESSAGES.deleteSuccessful);
    setBusy(false);
    setConfirming(false);
  };
  return (
    <>
      <Button variant="link" disabled={busy} onClick={() => setConfirming(true)}>
        Delete<span className="visually-hidden">{` ${name}`}</span>
      </Button>
      {confirming ? (
        <ConfirmDialog
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void confirm()}
          fallbackFocus={() => document.getElementById(fallbackFocusId)}
        />
      ) : null}
    </>
  );
}
