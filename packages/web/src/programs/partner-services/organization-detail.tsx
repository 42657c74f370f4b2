import OrganizationDetailPage from '../../features/admin/organizations/organization-detail-page';
import { applicationScreens } from '../web-program';
import type { AdminScreenProps } from '../web-program';

/**
 * Partner Services' organization detail ({programUrl}/organizations/:id/*): the organization
 * screen with the module's detail tabs and the application screens the module has built (the
 * read-only form, the print summary).
 */
export default function PartnerServicesOrganizationDetail({ program, module }: AdminScreenProps) {
  return (
    <OrganizationDetailPage
      program={program}
      tabs={module.detailTabs}
      applicationScreens={applicationScreens(module)}
    />
  );
}
