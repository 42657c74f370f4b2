import { NavLink, Navigate, Route, Routes, useLocation } from 'react-router';
import { ProgramLogo } from '../../components/program-logo';
import { programPath } from '../../lib/programs';
import type { PortalProgram } from '../../lib/programs';

/** The admin area: the program's sub-navigation, built from the registry's admin tabs. */
export function AdminProgramArea({ program }: { program: PortalProgram }) {
  const { pathname } = useLocation();
  const tabs = program.adminTabs.map((tab) => ({ ...tab, to: programPath(program, tab.path) }));
  const active = tabs.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));
  return (
    <section className="program-area">
      <div className="program-heading">
        <ProgramLogo name={program.name} slug={program.slug} />
        <h1>{program.name}</h1>
      </div>
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
        <Route path="*" element={active ? <h2>{active.label}</h2> : null} />
      </Routes>
    </section>
  );
}
