import { NavLink, Navigate, Route, Routes } from 'react-router';
import { StartPage } from '../../features/applications/start-page';
import { useCurrentUser } from '../../lib/current-user';
import { isApplicationRequired } from '../../lib/programs';
import type { PortalProgram } from '../../lib/programs';
import { AreaPlaceholder } from './area-placeholder';
import { AccountScreen, ApplicationScreen } from './lazy-screens';

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

const AREAS = [
  { path: 'dashboard', label: 'Backpack Distribution Reports', nav: 'Distribution Reports' },
  { path: 'contacts', label: 'School Contacts', nav: 'School Contacts' },
  { path: 'surveys', label: 'Surveys', nav: 'Surveys' },
  { path: 'documents', label: 'Document Library', nav: 'Document Library' },
] as const;

/**
 * Backpack Buddy for educators (spec 1 §2). While the application is required only the start
 * page and the application exist, and anything else goes to the application (which sends a
 * first-time applicant to the start page). Afterwards: dashboard, contacts, surveys, documents,
 * My Account and the application; anything else goes to My Account.
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
  return (
    <>
      <nav className="sub-nav" aria-label={program.name}>
        <ul>
          {AREAS.map((area) => (
            <li key={area.path}>
              <NavLink to={`${program.url}/${area.path}`}>{area.nav}</NavLink>
            </li>
          ))}
          <li>
            <NavLink to={`${program.url}/account`}>My Account</NavLink>
          </li>
        </ul>
      </nav>
      <Routes>
        {AREAS.map((area) => (
          <Route
            key={area.path}
            path={area.path}
            element={<AreaPlaceholder title={area.label} />}
          />
        ))}
        <Route path="account/*" element={<AccountScreen program={program} />} />
        <Route path="application/*" element={<ApplicationRoutes program={program} />} />
        <Route index element={toAccount} />
        <Route path="*" element={toAccount} />
      </Routes>
    </>
  );
}
