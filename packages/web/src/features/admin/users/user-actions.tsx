import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { MESSAGES } from '@portal/domain';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { changeErrorMessage } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast-store';
import {
  AdminDeleteEducatorUserDocument,
  AdminRestoreEducatorUserDocument,
  AdminSendPasswordResetEmailDocument,
} from './users.queries';

/** Runs a change: its success toast, or the failure's warning (a network failure has its own). */
async function runChange(change: () => Promise<unknown>, success: string): Promise<void> {
  try {
    await change();
    toast.success(success);
  } catch (error) {
    const message = changeErrorMessage(error);
    if (message) toast.warning(message);
  }
}

/**
 * The account's actions: Send Password Reset Email (to its saved address; not offered once
 * deleted, as a deleted account cannot sign in), and Delete User —
 * or Restore User once deleted — after 'Are you sure?'. Delete is soft (spec 3 §4). The
 * mutations answer with the account, so the screen shows its new state from the cache.
 */
export function UserActions({
  educatorId,
  email,
  deleted,
}: {
  educatorId: number;
  email: string;
  deleted: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const variables = { educatorId };
  const [sendReset, reset] = useMutation(AdminSendPasswordResetEmailDocument);
  const [remove] = useMutation(AdminDeleteEducatorUserDocument, { variables });
  const [restore] = useMutation(AdminRestoreEducatorUserDocument, { variables });

  const confirm = async () => {
    setBusy(true);
    await (deleted
      ? runChange(() => restore(), MESSAGES.userRestored)
      : runChange(() => remove(), MESSAGES.userDeleted));
    setBusy(false);
    setConfirming(false);
  };

  return (
    <div className="admin-detail-actions">
      {deleted ? null : (
        <Button
          variant="secondary"
          busy={reset.loading}
          onClick={() =>
            void runChange(() => sendReset({ variables: { input: { email } } }), MESSAGES.emailSent)
          }
        >
          Send Password Reset Email
        </Button>
      )}
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {deleted ? 'Restore User' : 'Delete User'}
      </Button>
      {confirming ? (
        <ConfirmDialog
          confirmLabel={deleted ? 'Restore' : 'Delete'}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </div>
  );
}
