import { lazy } from 'react';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { SCHOOL_OWN_TABS } from '../../features/admin/schools/school-detail-tabs';
import { DISTRICTS_TAB, PROGRAM_SETTINGS_TAB, USERS_TAB, schoolsTab } from '../admin-tabs';
import { StartPage } from '../shared-screens';
import type { WebProgramModule } from '../web-program';

/** School Market's web module: spec 2 (the form, status and My Account) and spec 3 (admin console). */
export const schoolMarketModule: WebProgramModule<'schoolMarket'> = {
  program: PROGRAMS_BY_KEY.schoolMarket,
  startPage: StartPage,
  application: lazy(
    () => import('../../features/applications/school-market/school-market-application'),
  ),
  printPage: lazy(() => import('../../features/admin/print/school-market-print-page')),
  workspace: [],
  userApplications: lazy(() =>
    import('../../features/account/user-applications').then((m) => ({
      default: m.SchoolMarketApplications,
    })),
  ),
  adminTabs: {
    schools: schoolsTab(
      lazy(() => import('./school-list')),
      lazy(() => import('./school-detail')),
    ),
    districts: DISTRICTS_TAB,
    users: USERS_TAB,
    settings: PROGRAM_SETTINGS_TAB,
  },
  settingsTabs: { 'Active Terms': { own: 'activeTerms' }, Application: { own: 'application' } },
  detailTabs: {
    '': SCHOOL_OWN_TABS.profile,
    contacts: SCHOOL_OWN_TABS.contacts,
    'program-status': SCHOOL_OWN_TABS.programStatus,
    applications: SCHOOL_OWN_TABS.applications,
  },
};
