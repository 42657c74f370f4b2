import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { PortalProgram } from '../../../lib/programs';
import { runChange } from '../schools/school-detail-errors';
import { forgetSiteList, siteListPath } from './site-detail-program';
import type { SiteDetail } from './site-detail-program';
import {
  AdminArchiveSiteDocument,
  AdminDeleteSiteDocument,
  AdminRestoreSiteDocument,
  AdminSiteDocument,
} from './site-detail.queries';

type Pending = 'archive' | 'restore' | 'delete' | null;

const CONFIRM_LABELS = { archive: 'Archive', restore: 'Restore', delete: 'Delete' } as const;

/**
 * Archive Site (or Restore Site when archived) and Delete Site, each after a confirmation:
 * 'Are you sure?' for archive and restore, the destructive warning for delete (spec 3 §8).
 * A deleted site goes back to the list.
 */
export function SiteActions({ program, site }: { program: PortalProgram; site: SiteDetail }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const variables = { siteId: site.siteId };
  const forgetList = { update: forgetSiteList };
  const refetchSite = {
    refetchQueries: [{ query: AdminSiteDocument, variables }],
    awaitRefetchQueries: true,
  };
  const [archive] = useMutation(AdminArchiveSiteDocument, { ...forgetList, ...refetchSite });
  const [restore] = useMutation(AdminRestoreSiteDocument, { ...forgetList, ...refetchSite });
  const [remove] = useMutation(AdminDeleteSiteDocument, forgetList);

  const confirm = async () => {
    setBusy(true);
    if (pending === 'delete') {
      const done = await runChange(() => remove({ variables }), MESSAGES.siteDeleted);
      setBusy(false);
      setPending(null);
      if (done) await navigate(siteListPath(program));
      return;
    }
    const [change, message] =
      pending === 'archive' ? [archive, MESSAGES.siteArchived] : [restore, MESSAGES.siteRestored];
    await runChange(() => change({ variables }), message);
    setBusy(false);
    setPending(null);
  };

  const archived = site.deletedAt != null;
  return (
    <div className="school-actions">
      {archived ? (
        <Button variant="secondary" onClick={() => setPending('restore')}>
          Restore Site
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => setPending('archive')}>
          Archive Site
        </Button>
      )}
      <Button variant="secondary" onClick={() => setPending('delete')}>
        Delete Site
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
