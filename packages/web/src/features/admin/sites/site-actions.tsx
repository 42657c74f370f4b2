import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@portal/domain';
import type { PortalProgram } from '../../../lib/programs';
import { HolderActions } from '../holders/holder-actions';
import { forgetSiteList, siteListPath } from './site-detail-program';
import type { SiteDetail } from './site-detail-program';
import {
  AdminArchiveSiteDocument,
  AdminDeleteSiteDocument,
  AdminRestoreSiteDocument,
  AdminSiteDocument,
} from './site-detail.queries';

/**
 * Archive Site (or Restore Site) and Delete Site, with the confirmations of the holder actions
 * and the site's messages. A deleted site goes back to the list.
 */
export function SiteActions({
  program,
  holder: site,
}: {
  program: PortalProgram;
  holder: SiteDetail;
}) {
  const navigate = useNavigate();
  const variables = { siteId: site.siteId };
  const forgetList = { update: forgetSiteList };
  const refetchSite = {
    refetchQueries: [{ query: AdminSiteDocument, variables }],
    awaitRefetchQueries: true,
  };
  const [archive] = useMutation(AdminArchiveSiteDocument, { ...forgetList, ...refetchSite });
  const [restore] = useMutation(AdminRestoreSiteDocument, { ...forgetList, ...refetchSite });
  const [remove] = useMutation(AdminDeleteSiteDocument, forgetList);
  return (
    <HolderActions
      noun="Site"
      archived={site.deletedAt != null}
      change={{
        archive: () => archive({ variables }),
        restore: () => restore({ variables }),
        delete: () => remove({ variables }),
      }}
      messages={{
        archived: MESSAGES.siteArchived,
        restored: MESSAGES.siteRestored,
        deleted: MESSAGES.siteDeleted,
      }}
      onDeleted={() => navigate(siteListPath(program))}
    />
  );
}
