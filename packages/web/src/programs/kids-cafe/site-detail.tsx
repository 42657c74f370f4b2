import SiteDetailPage from '../../features/admin/sites/site-detail-page';
import { applicationScreens } from '../web-program';
import type { AdminScreenProps } from '../web-program';

/**
 * Kids Cafe's site detail ({programUrl}/sites/:id/*): the site screen with the module's detail
 * tabs and the application screens the module has built (the read-only form, the print summary).
 */
export default function KidsCafeSiteDetail({ program, module }: AdminScreenProps) {
  return (
    <SiteDetailPage
      program={program}
      tabs={module.detailTabs}
      applicationScreens={applicationScreens(module)}
    />
  );
}
