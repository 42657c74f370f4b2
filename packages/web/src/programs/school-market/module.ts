import { lazy } from 'react';
import { PROGRAMS_BY_KEY, notBuilt } from '@portal/domain';
import { SCHOOL_OWN_TABS } from '../../features/admin/schools/school-detail-tabs';
import { DISTRICTS_TAB, PROGRAM_SETTINGS_TAB, USERS_TAB, schoolsTab } from '../admin-tabs';
import { StartPage } from '../shared-screens';
import type { WebProgramModule } from '../web-program';

const withApplication = (what: string) =>
  notBuilt(`${what}: comes with the School Market application (spec 2)`);

/** School Market's web module: the start page and the admin console so far; the form comes next. */
export const schoolMarketModule: WebProgramModule<'schoolMarket'> = {
  program: PROGRAMS_BY_KEY.schoolMarket,
  startPage: StartPage,
  application: withApplication('the application form and status page'),
  printPage: withApplication('the print summary'),
  workspace: [],
  userApplications: withApplication('My Account applications (userApplicationsSchoolMarket)'),
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
