import { NavLink, Navigate, Route, Routes } from 'react-router';
import { StartPage } from '../../features/applications/start-page';
import { DashboardLayout } from '../../features/dashboard/dashboard-layout';
import { RequireSchool } from '../../features/dashboard/require-school';
import { schoolSearch, useSelectedSchoolId } from '../../features/dashboard/school-param';
import { useCurrentUser } from '../../lib/current-user';
import { isApplicationRequired } from '../../lib/programs';
import type { PortalProgram } from '../../lib/programs';
import {
  AccountScreen,
  ApplicationScreen,
  DashboardScreen,
  SCHOOL_SCREENS,
  SchoolScreenOf,
} from './lazy-screens';

/** The application routes: application/:step?/:id? (the screen applies the redirect rules). */
function ApplicationRoutes({ program }: { program: PortalProgram }) {
  return (
    <Routes>
      <Route index element={<ApplicationScreen program={program} />} />
      <Route path=":step/:id?" element={<ApplicationScreen program={program} />} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}

/** The tabs of the educator area; the chosen school travels with them. */
const TABS = [
  { path: 'dashboard', label: 'Dashboard' },
  { path: 'contacts', label: 'Contacts' },
  { path: 'surveys', label: 'Surveys' },
  { path: 'documents', label: 'Documents' },
  { path: 'account', label: 'Account' },
] as const;

function EducatorTabs({ program }: { program: PortalProgram }) {
  const search = schoolSearch(useSelectedSchoolId());
  return (
    <nav className="sub-nav" aria-label={program.name}>
      <ul>
        {TABS.map((tab) => (
          <li key={tab.path}>
            <NavLink to={{ pathname: `${program.url}/${tab.path}`, search }}>{tab.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Backpack Buddy for educators (spec 1 §2). While the application is required only the start
 * page and the application exist, and anything else goes to the application (which sends a
 * first-time applicant to the start page). Afterwards: the dashboard area (distribution reports,
 * contacts, surveys and documents under the school-site dropdown; the last three need a chosen
 * school and otherwise go to the dashboard), My Account and the application; anything else goes
 * to My Account.
 */
export default function BackpackBuddyEducatorArea({ program }: { program: PortalProgram }) {
  const user = useCurrentUser();
  const required = !user || isApplicationRequired(user, program);
  const toApplication = <Navigate to={`${program.url}/application`} replace />;
  const toAccount = <Navigate to={`${program.url}/account`} replace />;

  if (required) {
    return (
      <Routes>
        <Route path="start" element={<StartPage program={program} />} />
        <Route path="application/*" element={<ApplicationRoutes program={program} />} />
        <Route index element={toApplication} />
        <Route path="*" element={toApplication} />
      </Routes>
    );
  }
  const dashboard = `${program.url}/dashboard`;
  return (
    <>
      <EducatorTabs program={program} />
      <Routes>
        <Route element={<DashboardLayout />}>
          <Route path="dashboard" element={<DashboardScreen />} />
          {(Object.keys(SCHOOL_SCREENS) as (keyof typeof SCHOOL_SCREENS)[]).map((path) => (
            <Route
              key={path}
              path={path}
              element={
                <RequireSchool fallback={dashboard}>
                  {(schoolId) => (
                    <SchoolScreenOf
                      Screen={SCHOOL_SCREENS[path]}
                      program={program}
                      schoolId={schoolId}
                    />
                  )}
                </RequireSchool>
              }
            />
          ))}
        </Route>
        <Route path="account/*" element={<AccountScreen program={program} />} />
        <Route path="application/*" element={<ApplicationRoutes program={program} />} />
        <Route index element={toAccount} />
        <Route path="*" element={toAccount} />
      </Routes>
    </>
  );
}
