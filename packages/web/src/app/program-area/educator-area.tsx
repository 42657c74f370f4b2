import { NavLink, Navigate, Route, Routes } from 'react-router';
import { isBuilt } from '@portal/domain';
import type { Program } from '@portal/domain';
import { applicationRedirect } from '../../features/applications/application-redirect';
import { useApplicationRoute } from '../../features/applications/use-application-route';
import { DashboardLayout } from '../../features/dashboard/dashboard-layout';
import { RequireSchool } from '../../features/dashboard/require-school';
import { schoolSearch, useSelectedSchoolId } from '../../features/dashboard/school-param';
import type { Message } from '../../i18n/define-messages';
import { useT } from '../../i18n/use-t';
import { useCurrentUser } from '../../lib/current-user';
import { isApplicationRequired } from '../../lib/programs';
import type { ProgramScreen, WebProgramModule, WorkspaceTab } from '../../programs/web-program';
import { workspaceTabMessages } from '../workspace-tabs.messages';
import { AccountPage, Suspended } from './area-screens';

/** A tab's label in the screen's language, by its path; a tab without a message keeps its label. */
const TAB_MESSAGES: Readonly<Record<string, Message>> = workspaceTabMessages;

/**
 * {programUrl}/application without a step, sent on by the application routes' rule (spec 1 §2):
 * while required, to the open application's step 1 or else to {programUrl}/start; otherwise to
 * a new application's step 1 (its query kept). Applied here, so that the form's chunk is not
 * downloaded only to send the visitor on, and in one replace (Back does not return to it).
 */
function ApplicationHome({ program }: { program: Program }) {
  const { search, isAdmin, required, requiredId } = useApplicationRoute(program);
  const to =
    applicationRedirect({
      program,
      step: undefined,
      id: undefined,
      search,
      isAdmin,
      required,
      requiredId,
      application: undefined,
      failed: false,
    }) ?? `${program.url}/start`;
  return <Navigate to={to} replace />;
}

/** The application routes: application/:step/:id? (the screen applies the redirect rules). */
function ApplicationRoutes({ program, Screen }: { program: Program; Screen: ProgramScreen }) {
  const screen = (
    <Suspended>
      <Screen program={program} />
    </Suspended>
  );
  return (
    <Routes>
      <Route index element={<ApplicationHome program={program} />} />
      <Route path=":step/:id?" element={screen} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}

/** The workspace tabs and Account; the chosen school travels with them. */
function EducatorTabs({
  program,
  tabs,
}: {
  program: Program;
  tabs: readonly { path: string; label: string }[];
}) {
  const search = schoolSearch(useSelectedSchoolId());
  const t = useT();
  return (
    <nav className="sub-nav" aria-label={program.name}>
      <ul>
        {tabs.map((tab) => {
          const message = Object.hasOwn(TAB_MESSAGES, tab.path)
            ? TAB_MESSAGES[tab.path]
            : undefined;
          return (
            <li key={tab.path}>
              <NavLink to={{ pathname: `${program.url}/${tab.path}`, search }}>
                {message ? t(message) : tab.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A workspace tab's screen; one that needs a school goes to `fallback` without a chosen one. */
function WorkspaceScreen({
  program,
  tab,
  fallback,
}: {
  program: Program;
  tab: WorkspaceTab;
  fallback: string;
}) {
  if (!tab.needsSchool) {
    const Screen = tab.screen;
    return (
      <Suspended>
        <Screen program={program} />
      </Suspended>
    );
  }
  const Screen = tab.screen;
  return (
    <RequireSchool fallback={fallback}>
      {(schoolId) => (
        <Suspended>
          <Screen program={program} schoolId={schoolId} />
        </Suspended>
      )}
    </RequireSchool>
  );
}

/**
 * A program for educators (spec 1 §2, spec 2 §2), from its web module. While the application is
 * still required (or the program has no application form yet) only the start page and the
 * application exist, and anything else goes where the application route without a step goes
 * (a first-time applicant to the start page, one with an open application to its step 1: a
 * bookmark lands there in one replace), or to the start page when there is no form (the start
 * page, told so, shows the settings' messages without Start Application). Afterwards: the
 * workspace tabs under the school-site dropdown (those that need a chosen school otherwise go to
 * the first that does not), My Account and the application; anything else goes to My Account.
 */
export default function EducatorArea({ module }: { module: WebProgramModule }) {
  const { program } = module;
  const user = useCurrentUser();
  const required = !user || isApplicationRequired(user, program);
  const application = isBuilt(module.application) ? module.application : null;
  const startPage = isBuilt(module.startPage) ? module.startPage : null;
  const applicationRoute = application ? (
    <Route
      path="application/*"
      element={<ApplicationRoutes program={program} Screen={application} />}
    />
  ) : null;

  if (required || !application) {
    const StartPage = startPage;
    const home = application ? (
      <ApplicationHome program={program} />
    ) : (
      <Navigate to={`${program.url}/start`} replace />
    );
    return (
      <Routes>
        {StartPage ? (
          <Route
            path="start"
            element={
              <Suspended>
                <StartPage program={program} applicationBuilt={application !== null} />
              </Suspended>
            }
          />
        ) : null}
        {applicationRoute}
        <Route index element={home} />
        <Route path="*" element={home} />
      </Routes>
    );
  }

  const source = isBuilt(module.userApplications) ? module.userApplications : null;
  const account = source ? 'account' : 'application';
  const home = <Navigate to={`${program.url}/${account}`} replace />;
  const firstOpen = module.workspace.find((tab) => !tab.needsSchool);
  const fallback = `${program.url}/${firstOpen?.path ?? account}`;
  const tabs = [...module.workspace, ...(source ? [{ path: 'account', label: 'Account' }] : [])];
  return (
    <>
      <EducatorTabs program={program} tabs={tabs} />
      <Routes>
        {module.workspace.length > 0 ? (
          <Route element={<DashboardLayout />}>
            {module.workspace.map((tab) => (
              <Route
                key={tab.path}
                path={tab.path}
                element={<WorkspaceScreen program={program} tab={tab} fallback={fallback} />}
              />
            ))}
          </Route>
        ) : null}
        {source ? (
          <Route
            path="account/*"
            element={
              <Suspended>
                <AccountPage program={program} applications={source} />
              </Suspended>
            }
          />
        ) : null}
        {applicationRoute}
        <Route index element={home} />
        <Route path="*" element={home} />
      </Routes>
    </>
  );
}
