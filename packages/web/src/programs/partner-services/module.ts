import { lazy } from 'react';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { SCHOOL_OWN_TABS } from '../../features/admin/schools/school-detail-tabs';
import { PROGRAM_SETTINGS_TAB, USERS_TAB, organizationsTab } from '../admin-tabs';
import { StartPage } from '../shared-screens';
import type { WebProgramModule } from '../web-program';

/**
 * Partner Services' web module (issue 18): the start page, the application and My Account; the
 * organizations console with its four detail tabs, Users (holding organizations), Program
 * Settings and the print summary at print/:id. No workspace.
 */
export const partnerServicesModule: WebProgramModule<'partnerServices'> = {
  program: PROGRAMS_BY_KEY.partnerServices,
  startPage: StartPage,
  application: lazy(
    () => import('../../features/applications/partner-services/partner-services-application'),
  ),
  printPage: lazy(() => import('../../features/admin/print/partner-services-print-page')),
  workspace: [],
  userApplications: lazy(() =>
    import('../../features/account/user-applications').then((m) => ({
      default: m.PartnerServicesApplications,
    })),
  ),
  adminTabs: {
    organizations: organizationsTab(
      lazy(() => import('../../features/admin/organizations/organizations-page')),
      lazy(() => import('./organization-detail')),
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
