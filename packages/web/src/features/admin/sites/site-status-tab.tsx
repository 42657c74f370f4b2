import { useMutation } from '@apollo/client/react';
import { ProgramStatusSection } from '../program-status-section';
import type { HolderTabProps } from '../holders/holder-detail-page';
import { forgetSiteList } from './site-detail-program';
import type { SiteDetail } from './site-detail-program';
import { AdminUpdateSiteStatusDocument } from './site-detail.queries';

/**
 * Program Status: one value of the programStatuses enumeration for the site (statusKidsCafe),
 * with the date it was last set; Save (once changed) saves it with 'Update Successful'.
 */
export function SiteStatusTab({ holder: site }: HolderTabProps<SiteDetail>) {
  const [update] = useMutation(AdminUpdateSiteStatusDocument, { update: forgetSiteList });
  return (
    <ProgramStatusSection
      saved={site.programStatus}
      updatedAt={site.programStatusUpdatedAt}
      save={(status) => update({ variables: { input: { siteId: site.siteId, status } } })}
    />
  );
}
