import { useQuery } from '@apollo/client/react';
import { HolderDetailPage } from '../holders/holder-detail-page';
import type { HolderDetailBinding } from '../holders/holder-detail-page';
import type { ApplicationScreens } from '../schools/school-application-row';
import type { SchoolDetailTabs } from '../schools/school-detail-tabs';
import type { PortalProgram } from '../../../lib/programs';
import { NewSite } from './new-site';
import { SiteActions } from './site-actions';
import { SiteApplicationsTab } from './site-applications-tab';
import { SiteContactsTab } from './site-contacts-tab';
import { siteListPath } from './site-detail-program';
import type { SiteDetail } from './site-detail-program';
import { AdminSiteDocument } from './site-detail.queries';
import { SiteProfileTab } from './site-profile-tab';
import { SiteStatusTab } from './site-status-tab';

/** A site of the detail (adminSite). */
function useSite(siteId: number) {
  const { data, error } = useQuery(AdminSiteDocument, { variables: { siteId } });
  return { holder: data?.site, error };
}

const SITE_BINDING: HolderDetailBinding<SiteDetail> = {
  plural: 'Sites',
  className: 'site-detail',
  listPath: siteListPath,
  useHolder: useSite,
  holderId: (site) => site.siteId,
  Actions: SiteActions,
  tabs: {
    profile: SiteProfileTab,
    contacts: SiteContactsTab,
    'program-status': SiteStatusTab,
    applications: SiteApplicationsTab,
  },
  New: NewSite,
};

/**
 * The admin Kids Cafe site detail ({programUrl}/sites/:id/*, spec 3 §2 "Kids Cafe sites"): the
 * holder detail (holders/holder-detail-page) of a site: its name with Archive (or Restore) and
 * Delete, the registry's detail tabs (Site Profile, Contacts, Program Status, Applications, each
 * drawn here) and Add a Site at 'new'. The program's web module gives the tabs and which
 * application screens are built.
 */
export default function SiteDetailPage({
  program,
  tabs,
  applicationScreens,
}: {
  program: PortalProgram;
  tabs: SchoolDetailTabs;
  applicationScreens: ApplicationScreens;
}) {
  return (
    <HolderDetailPage
      program={program}
      binding={SITE_BINDING}
      tabs={tabs}
      applicationScreens={applicationScreens}
    />
  );
}
