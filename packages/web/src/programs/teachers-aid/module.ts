import { lazy } from 'react';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { SCHOOL_OWN_TABS } from '../../features/admin/schools/school-detail-tabs';
import { DISTRICTS_TAB, PROGRAM_SETTINGS_TAB, USERS_TAB, schoolsTab } from '../admin-tabs';
import { StartPage } from '../shared-screens';
import type { WebProgramModule } from '../web-program';

/** Teachers Aid's web module: spec 2 (the form's three steps, status and My Account) and spec 3 (admin console); the print summary comes next. */
export const teachersAidModule: WebProgramModule<'teachersAid'> = {
  program: PROGRAMS_BY_KEY.teachersAid,
  startPage: StartPage,
  application: lazy(
    () => import('../../features/applications/teachers-aid/teachers-aid-application'),
  ),
  printPage: lazy(() => import('../../features/admin/print/teachers-aid-print-page')),
  workspace: [],
  userApplications: lazy(() =>
    import('../../features/account/user-applications').then((m) => ({
      default: m.TeachersAidApplications,
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
