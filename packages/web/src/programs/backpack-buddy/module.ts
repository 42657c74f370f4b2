import { lazy } from 'react';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { SCHOOL_OWN_TABS } from '../../features/admin/schools/school-detail-tabs';
import { DISTRICTS_TAB, PROGRAM_SETTINGS_TAB, USERS_TAB, schoolsTab } from '../admin-tabs';
import {
  ContactsPage,
  DashboardPage,
  DocumentsPage,
  StartPage,
  SurveysPage,
} from '../shared-screens';
import type { WebProgramModule } from '../web-program';

/** Backpack Buddy's web module: spec 1 (educators) and spec 3 (admin console). */
export const backpackBuddyModule: WebProgramModule<'backpackBuddy'> = {
  program: PROGRAMS_BY_KEY.backpackBuddy,
  startPage: StartPage,
  application: lazy(
    () => import('../../features/applications/backpack-buddy/backpack-buddy-application'),
  ),
  printPage: lazy(() => import('../../features/admin/print/backpack-buddy-print-page')),
  workspace: [
    { path: 'dashboard', label: 'Dashboard', needsSchool: false, screen: DashboardPage },
    { path: 'contacts', label: 'Contacts', needsSchool: true, screen: ContactsPage },
    { path: 'surveys', label: 'Surveys', needsSchool: true, screen: SurveysPage },
    { path: 'documents', label: 'Documents', needsSchool: true, screen: DocumentsPage },
  ],
  userApplications: lazy(() =>
    import('../../features/account/user-applications').then((m) => ({
      default: m.BackpackBuddyApplications,
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
    documents: {
      routes: [
        {
          path: 'documents',
          screen: lazy(() => import('../../features/admin/library/documents-page')),
        },
      ],
    },
    surveys: {
      routes: [
        {
          path: 'surveys',
          screen: lazy(() => import('../../features/admin/library/surveys-page')),
        },
      ],
    },
    resources: {
      routes: [
        {
          path: 'resources',
          screen: lazy(() => import('../../features/admin/library/resources-page')),
        },
      ],
    },
  },
  settingsTabs: {
    'Active Terms': { own: 'activeTerms' },
    Emails: { own: 'emails' },
    'Banner Notifications': { own: 'notifications' },
  },
  detailTabs: {
    '': SCHOOL_OWN_TABS.profile,
    contacts: SCHOOL_OWN_TABS.contacts,
    'program-status': SCHOOL_OWN_TABS.programStatus,
    allocate: { screen: lazy(() => import('../../features/admin/allocations/allocate-tab')) },
    reports: { screen: lazy(() => import('./admin-reports-tab')) },
    'food-safety': {
      screen: lazy(() => import('../../features/admin/food-safety/food-safety-tab')),
    },
    applications: SCHOOL_OWN_TABS.applications,
  },
};
