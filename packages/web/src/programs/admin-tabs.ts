import {
  DistrictDetailPage,
  DistrictsPage,
  ProgramSettingsPage,
  UserDetailPage,
  UsersPage,
} from './shared-screens';
import type { AdminScreen, AdminTab } from './web-program';

// The admin tabs several programs share (spec 3 §2); a module puts them under its tab keys.

/** Districts: the list and a district's detail (id may be 'new'). */
export const DISTRICTS_TAB: AdminTab = {
  routes: [
    { path: 'districts', screen: DistrictsPage },
    { path: 'districts/:id', screen: DistrictDetailPage },
  ],
};

/** Users: the list and a user's detail (id may be 'new'). */
export const USERS_TAB: AdminTab = {
  routes: [
    { path: 'users', screen: UsersPage },
    { path: 'users/:id', screen: UserDetailPage },
  ],
};

/** Program Settings: one page that routes its own sub-tabs ({programUrl}/settings/*). */
export const PROGRAM_SETTINGS_TAB: AdminTab = {
  routes: [{ path: 'settings/*', screen: ProgramSettingsPage }],
};

/**
 * A holder list and a holder's detail under the program URL ({programUrl}/{segment} and
 * {programUrl}/{segment}/:id/*): schools, Kids Cafe sites, Partner Services organizations. Each
 * is a lazy screen in the program's folder that gives the shared screen the program's binding
 * (and the detail its module's tabs).
 */
export function holderTab(segment: string, list: AdminScreen, detail: AdminScreen): AdminTab {
  return {
    routes: [
      { path: segment, screen: list },
      { path: `${segment}/:id/*`, screen: detail },
    ],
  };
}

/** Schools of a school program: its list ({programUrl}/schools) and a school's detail. */
export function schoolsTab(list: AdminScreen, detail: AdminScreen): AdminTab {
  return holderTab('schools', list, detail);
}

/** Kids Cafe's sites: the list ({programUrl}/sites) and a site's detail. */
export function sitesTab(list: AdminScreen, detail: AdminScreen): AdminTab {
  return holderTab('sites', list, detail);
}

/** Partner Services' organizations: the list ({programUrl}/organizations) and one's detail. */
export function organizationsTab(list: AdminScreen, detail: AdminScreen): AdminTab {
  return holderTab('organizations', list, detail);
}
