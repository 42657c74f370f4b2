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
 * Schools of a school program: its list ({programUrl}/schools) and a school's detail
 * ({programUrl}/schools/:id/*), each a lazy screen in the program's folder that gives the shared
 * screen the program's binding (and the detail its module's tabs).
 */
export function schoolsTab(list: AdminScreen, detail: AdminScreen): AdminTab {
  return {
    routes: [
      { path: 'schools', screen: list },
      { path: 'schools/:id/*', screen: detail },
    ],
  };
}

/**
 * Kids Cafe's sites: the list ({programUrl}/sites) and a site's detail ({programUrl}/sites/:id/*),
 * each a lazy screen (the detail in the program's folder, given the module's tabs).
 */
export function sitesTab(list: AdminScreen, detail: AdminScreen): AdminTab {
  return {
    routes: [
      { path: 'sites', screen: list },
      { path: 'sites/:id/*', screen: detail },
    ],
  };
}
