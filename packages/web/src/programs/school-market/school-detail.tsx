import SchoolDetailPage from '../../features/admin/schools/school-detail-page';
import { SCHOOL_MARKET_SCHOOL_DETAIL } from './bindings';
import { applicationScreens } from '../web-program';
import type { AdminScreenProps } from '../web-program';

/**
 * School Market's school detail ({programUrl}/schools/:id/*): the shared screen with its query, the
 * module's detail tabs and the application screens the module has built.
 */
export default function SchoolMarketSchoolDetail({ program, module }: AdminScreenProps) {
  return (
    <SchoolDetailPage
      program={program}
      binding={SCHOOL_MARKET_SCHOOL_DETAIL}
      tabs={module.detailTabs}
      applicationScreens={applicationScreens(module)}
    />
  );
}
