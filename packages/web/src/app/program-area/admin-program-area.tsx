import { NavLink, Navigate, Route, Routes } from 'react-router';
import { programPath } from '../../lib/programs';
import type { PortalProgram } from '../../lib/programs';
import { ApplicationScreen, PrincipalSignatureScreen, hasApplicationScreen } from './lazy-screens';
import {
  AdminDistrictDetail,
  AdminDistricts,
  AdminPrint,
  AdminSchoolDetail,
  AdminSchools,
  AdminUserDetail,
  AdminUsers,
  adminScreenPaths,
  hasAdminPrint,
} from './admin-screens';
import { ProgramHeading } from './program-heading';

/**
 * The admin area: the program's sub-navigation, built from the registry's admin tabs that have a
 * screen, plus the read-only view of an application (application/:step/:id) and, for programs a
 * principal signs, the signature page (principal-signature/:id), and the print screen (print/:id)
 * where one exists. The area's root and any unknown path go to the registry's default tab (the
 * first tab with a screen while that one has none).
 */
export function AdminProgramArea({ program }: { program: PortalProgram }) {
  const built = adminScreenPaths(program);
  const tabs = program.adminTabs
    .filter((tab) => built.has(tab.path))
    .map((tab) => ({ ...tab, to: programPath(program, tab.path) }));
  const landing = built.has(program.adminDefaultPath)
    ? program.adminDefaultPath
    : (tabs[0]?.path ?? program.adminDefaultPath);
  const home = <Navigate to={programPath(program, landing)} replace />;
  return (
    <section className="program-area">
      <ProgramHeading program={program} />
      <nav className="sub-nav" aria-label={`${program.name} administration`}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to}>{tab.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        <Route index element={home} />
        {program.applicant === 'school' ? (
          <>
            <Route path="schools" element={<AdminSchools program={program} />} />
            <Route path="schools/:id/*" element={<AdminSchoolDetail program={program} />} />
            <Route path="districts" element={<AdminDistricts program={program} />} />
            <Route path="districts/:id" element={<AdminDistrictDetail program={program} />} />
          </>
        ) : null}
        <Route path="users" element={<AdminUsers program={program} />} />
        <Route path="users/:id" element={<AdminUserDetail program={program} />} />
        {hasApplicationScreen(program) ? (
          <Route path="application/:step/:id" element={<ApplicationScreen program={program} />} />
        ) : null}
        {hasAdminPrint(program) ? (
          <Route path="print/:id" element={<AdminPrint program={program} />} />
        ) : null}
        {program.signer !== 'none' ? (
          <Route
            path="principal-signature/:id"
            element={<PrincipalSignatureScreen program={program} />}
          />
        ) : null}
        <Route path="*" element={home} />
      </Routes>
    </section>
  );
}
