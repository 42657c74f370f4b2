import { NavLink, Navigate, Route, Routes } from 'react-router';
import { isBuilt } from '@portal/domain';
import { programPath } from '../../lib/programs';
import { applicationScreens, builtAdminTabs } from '../../programs/web-program';
import type { ProgramScreen, WebProgramModule } from '../../programs/web-program';
import { PrincipalSignaturePage, Suspended } from './area-screens';
import { ProgramHeading } from './program-heading';

/**
 * The admin area, from the program's web module: the sub-navigation shows the registry's admin
 * tabs (spec 3 §2) whose screens are built (a notBuilt tab is not shown, and its path goes to
 * the default tab), and mounts their routes; plus the read-only application
 * (application/:step/:id) where the form is built, the print summary (print/:id, or the
 * module's printPath) where it is built, and the principal's signature page
 * (principal-signature/:id) where the Applications tab links to it (a program a principal
 * signs, with its form and agreement built). The area's root and any unknown path go to the
 * registry's default tab (the first tab with a screen while that one has none).
 */
export function AdminProgramArea({ module }: { module: WebProgramModule }) {
  const { program } = module;
  const tabs = builtAdminTabs(module).map((tab) => ({
    ...tab,
    to: programPath(program, tab.path),
  }));
  const landing = tabs.some((tab) => tab.path === program.adminDefaultPath)
    ? program.adminDefaultPath
    : (tabs[0]?.path ?? program.adminDefaultPath);
  const home = <Navigate to={programPath(program, landing)} replace />;
  const screen = (Screen: ProgramScreen) => (
    <Suspended>
      <Screen program={program} />
    </Suspended>
  );
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
        {tabs.flatMap((tab) =>
          tab.routes.map(({ path, screen: Screen }) => (
            <Route
              key={path}
              path={path}
              element={
                <Suspended>
                  <Screen program={program} module={module} />
                </Suspended>
              }
            />
          )),
        )}
        {isBuilt(module.application) ? (
          <Route path="application/:step/:id" element={screen(module.application)} />
        ) : null}
        {isBuilt(module.printPage) ? (
          <Route path={module.printPath ?? 'print/:id'} element={screen(module.printPage)} />
        ) : null}
        {applicationScreens(module).agreement ? (
          <Route path="principal-signature/:id" element={screen(PrincipalSignaturePage)} />
        ) : null}
        <Route path="*" element={home} />
      </Routes>
    </section>
  );
}
