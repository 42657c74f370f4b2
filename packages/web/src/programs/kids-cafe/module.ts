import { PROGRAMS_BY_KEY, notBuilt } from '@portal/domain';
import { PROGRAM_SETTINGS_TAB, USERS_TAB } from '../admin-tabs';
import { StartPage } from '../shared-screens';
import type { WebProgramModule } from '../web-program';

const withApplication = (what: string) =>
  notBuilt(`${what}: comes with the Kids Cafe application (spec 2)`);
const withSites = (what: string) =>
  notBuilt(`${what}: comes with the Kids Cafe sites screens (spec 3 §2 Kids Cafe sites)`);

/**
 * Kids Cafe's web module: the start page, Users and Program Settings so far; sites and the
 * application come next.
 */
export const kidsCafeModule: WebProgramModule<'kidsCafe'> = {
  program: PROGRAMS_BY_KEY.kidsCafe,
  startPage: StartPage,
  application: withApplication('the application form and status page'),
  printPage: withApplication('the print summary ({programUrl}/print/{id}/{term})'),
  workspace: [],
  userApplications: withApplication('My Account applications'),
  adminTabs: {
    sites: withSites('the site list and site detail'),
    users: USERS_TAB,
    settings: PROGRAM_SETTINGS_TAB,
  },
  settingsTabs: { Application: { own: 'application' } },
  detailTabs: {
    '': withSites('Site Profile'),
    contacts: withSites('Contacts'),
    'program-status': withSites('Program Status'),
    applications: withSites('Applications'),
  },
};
