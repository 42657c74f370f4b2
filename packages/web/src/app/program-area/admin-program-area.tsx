import { NavLink, Navigate, Route, Routes, useLocation } from 'react-router';
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
  hasAdminPrint,
} from './admin-screens';
import { ProgramHeading } from './program-heading';

/**
 * The admin area: the program's sub-navigation, built from the registry's admin tabs, plus the
 * read-only view of an application (application/:step/:id) and, for programs a principal signs,
 * the signature page (principal-signature/:id), and the print screen (print/:id) where one exists.
 */
export function AdminProgramArea({ program }: { program: PortalProgram }) {
  const { pathname } = useLocation();
  const tabs = program.adminTabs.map((tab) => ({ ...tab, to: programPath(program, tab.path) }));
  const active = tabs.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));
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
        <Route
          index
          element={<Navigate to={programPath(program, program.adminDefaultPath)} replace />}
        />
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
        <Route path="*" element={active ? <h2>{active.label}</h2> : null} />
      </Routes>
    </section>
  );
}
