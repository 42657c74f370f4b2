import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { MESSAGES } from '@portal/domain';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { changeErrorMessage } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast-store';
import { forgetDistrictLists } from './district-cache';
import { AdminArchiveDistrictDocument, AdminRestoreDistrictDocument } from './districts.queries';

/**
 * Archive (or Restore, when archived) after 'Are you sure?'. The mutation answers with the
 * district, so the screen shows the new state and history from the cache.
 */
export function DistrictActions({
  districtId,
  archived,
}: {
  districtId: number;
  archived: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const options = { variables: { districtId }, update: forgetDistrictLists };
  const [archive] = useMutation(AdminArchiveDistrictDocument, options);
  const [restore] = useMutation(AdminRestoreDistrictDocument, options);
  const label = archived ? 'Restore' : 'Archive';

  const confirm = async () => {
    setBusy(true);
    try {
      await (archived ? restore() : archive());
      toast.success(archived ? MESSAGES.districtRestored : MESSAGES.districtArchived);
    } catch (error) {
      const message = changeErrorMessage(error);
      if (message) toast.warning(message);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <div className="admin-detail-actions">
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {label}
      </Button>
      {confirming ? (
        <ConfirmDialog
          confirmLabel={label}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </div>
  );
}
