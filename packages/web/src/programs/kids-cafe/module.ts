import { lazy } from 'react';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { SCHOOL_OWN_TABS } from '../../features/admin/schools/school-detail-tabs';
import { PROGRAM_SETTINGS_TAB, USERS_TAB, sitesTab } from '../admin-tabs';
import { StartPage } from '../shared-screens';
import type { WebProgramModule } from '../web-program';

/**
 * Kids Cafe's web module: spec 2 (the start page, the form, status and My Account) and spec 3
 * (the sites console with its four detail tabs, Users, Program Settings and the print summary
 * at print/:id/:term). No workspace.
 */
export const kidsCafeModule: WebProgramModule<'kidsCafe'> = {
  program: PROGRAMS_BY_KEY.kidsCafe,
  startPage: StartPage,
  application: lazy(() => import('../../features/applications/kids-cafe/kids-cafe-application')),
  printPage: lazy(() => import('../../features/admin/print/kids-cafe-print-page')),
  // Spec 3 §2: "Kids Cafe print is /print/{id}/{term}" (SCHOOL or SUMMER).
  printPath: 'print/:id/:term',
  workspace: [],
  userApplications: lazy(() =>
    import('../../features/account/user-applications').then((m) => ({
      default: m.KidsCafeApplications,
    })),
  ),
  adminTabs: {
    sites: sitesTab(
      lazy(() => import('../../features/admin/sites/sites-page')),
      lazy(() => import('./site-detail')),
    ),
    users: USERS_TAB,
    settings: PROGRAM_SETTINGS_TAB,
  },
  settingsTabs: { Application: { own: 'application' } },
  detailTabs: {
    '': SCHOOL_OWN_TABS.profile,
    contacts: SCHOOL_OWN_TABS.contacts,
    'program-status': SCHOOL_OWN_TABS.programStatus,
    applications: SCHOOL_OWN_TABS.applications,
  },
};
