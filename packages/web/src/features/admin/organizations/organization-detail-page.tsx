import { useQuery } from '@apollo/client/react';
import type { PortalProgram } from '../../../lib/programs';
import { HolderDetailPage } from '../holders/holder-detail-page';
import type { HolderDetailBinding } from '../holders/holder-detail-page';
import type { ApplicationScreens } from '../schools/school-application-row';
import type { SchoolDetailTabs } from '../schools/school-detail-tabs';
import { NewOrganization } from './new-organization';
import { OrganizationActions } from './organization-actions';
import { OrganizationApplicationsTab } from './organization-applications-tab';
import { OrganizationContactsTab } from './organization-contacts-tab';
import { organizationListPath } from './organization-detail-program';
import type { OrganizationDetail } from './organization-detail-program';
import { AdminOrganizationDocument } from './organization-detail.queries';
import { OrganizationProfileTab } from './organization-profile-tab';
import { OrganizationStatusTab } from './organization-status-tab';

/** An organization of the detail (adminOrganization). */
function useOrganization(organizationId: number) {
  const { data, error } = useQuery(AdminOrganizationDocument, { variables: { organizationId } });
  return { holder: data?.organization, error };
}

const ORGANIZATION_BINDING: HolderDetailBinding<OrganizationDetail> = {
  plural: 'Organizations',
  className: 'organization-detail',
  listPath: organizationListPath,
  useHolder: useOrganization,
  holderId: (organization) => organization.organizationId,
  Actions: OrganizationActions,
  tabs: {
    profile: OrganizationProfileTab,
    contacts: OrganizationContactsTab,
    'program-status': OrganizationStatusTab,
    applications: OrganizationApplicationsTab,
  },
  New: NewOrganization,
};

/**
 * The admin Partner Services organization detail ({programUrl}/organizations/:id/*): the holder
 * detail (holders/holder-detail-page) of an organization: its name with Archive (or Restore) and
 * Delete, the registry's detail tabs (Organization Profile, Contacts, Program Status,
 * Applications) and Add Organization at 'new'. The program's web module gives the tabs and which
 * application screens are built.
 */
export default function OrganizationDetailPage({
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
      binding={ORGANIZATION_BINDING}
      tabs={tabs}
      applicationScreens={applicationScreens}
    />
  );
}
