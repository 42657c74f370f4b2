import { PROGRAMS_BY_KEY, notBuilt } from '@portal/domain';
import { PROGRAM_SETTINGS_TAB, USERS_TAB } from '../admin-tabs';
import { StartPage } from '../shared-screens';
import type { WebProgramModule } from '../web-program';

const withApplication = (what: string) =>
  notBuilt(`${what}: comes with the Partner Services application`);
const withOrganizations = (what: string) =>
  notBuilt(`${what}: comes with the organizations screens (spec 3 §2 Organizations)`);

/** Partner Services' web module: the start page, Users and Program Settings so far. */
export const partnerServicesModule: WebProgramModule<'partnerServices'> = {
  program: PROGRAMS_BY_KEY.partnerServices,
  startPage: StartPage,
  application: withApplication('the application form and status page'),
  printPage: withApplication('the print summary'),
  workspace: [],
  userApplications: withApplication('My Account applications'),
  adminTabs: {
    organizations: withOrganizations('the organization list and detail'),
    users: USERS_TAB,
    settings: PROGRAM_SETTINGS_TAB,
  },
  settingsTabs: { Application: { own: 'application' } },
  detailTabs: {
    '': withOrganizations('Organization Profile'),
    contacts: withOrganizations('Contacts'),
    'program-status': withOrganizations('Program Status'),
    applications: withOrganizations('Applications'),
  },
};
