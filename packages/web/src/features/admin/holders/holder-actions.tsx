import { useState } from 'react';
import { MESSAGES } from '@portal/domain';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { runChange } from '../schools/school-detail-errors';

type Pending = 'archive' | 'restore' | 'delete' | null;

const CONFIRM_LABELS = { archive: 'Archive', restore: 'Restore', delete: 'Delete' } as const;

/**
 * Archive {Noun} (or Restore {Noun} when archived) and Delete {Noun} of a holder's detail (a
 * site, an organization), each after a confirmation: 'Are you sure?' for archive and restore,
 * the destructive warning for delete (spec 3 §8); each change with its own message, a failure
 * with the server's. `onDeleted` runs once the holder is gone (back to the list).
 */
export function HolderActions({
  noun,
  archived,
  change,
  messages,
  onDeleted,
}: {
  /** 'Site', 'Organization'. */
  noun: string;
  archived: boolean;
  change: Readonly<Record<'archive' | 'restore' | 'delete', () => Promise<unknown>>>;
  messages: Readonly<Record<'archived' | 'restored' | 'deleted', string>>;
  onDeleted: () => Promise<void> | void;
}) {
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    const message = {
      archive: messages.archived,
      restore: messages.restored,
      delete: messages.deleted,
    }[pending];
    const done = await runChange(change[pending], message);
    setBusy(false);
    const deleted = pending === 'delete' && done;
    setPending(null);
    if (deleted) await onDeleted();
  };

  return (
    <div className="school-actions">
      {archived ? (
        <Button variant="secondary" onClick={() => setPending('restore')}>
          {`Restore ${noun}`}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => setPending('archive')}>
          {`Archive ${noun}`}
        </Button>
      )}
      <Button variant="secondary" onClick={() => setPending('delete')}>
        {`Delete ${noun}`}
      </Button>
      {pending ? (
        <ConfirmDialog
          title={pending === 'delete' ? MESSAGES.destructiveDeleteConfirm : MESSAGES.areYouSure}
          confirmLabel={CONFIRM_LABELS[pending]}
          busy={busy}
          onCancel={() => setPending(null)}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </div>
  );
}
