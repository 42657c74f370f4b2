import { useQuery } from '@apollo/client/react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { isBuilt } from '@portal/domain';
import type { NavTab } from '@portal/domain';
import { ErrorBlock } from '../../../components/error-block';
import { Loading } from '../../../components/loading';
import type { PortalProgram } from '../../../lib/programs';
import { parseRouteId } from '../route-id';
import { NO_APPLICATION_SCREENS } from './school-application-row';
import type { ApplicationScreens } from './school-application-row';
import { SchoolApplicationsTab } from './school-applications-tab';
import { SchoolContactsTab } from './school-contacts-tab';
import { schoolListPath } from './school-detail-program';
import type { SchoolDetail, SchoolDetailBinding } from './school-detail-program';
import { detailTabKey } from './school-detail-tabs';
import type { SchoolDetailTab, SchoolDetailTabs } from './school-detail-tabs';
import { BackToSchools, SchoolHeader, SchoolTabs } from './school-header';
import { SchoolProfileTab } from './school-profile-tab';
import { SchoolStatusTab } from './school-status-tab';
import './school-detail.css';

/** A registry detail tab with the screen the program's module gives it. */
type ShownTab = NavTab & { key: string; tab: SchoolDetailTab };

/**
 * The registry's detail tabs (the domain entry's, in its order) whose screen the program's
 * module has built; tabs the module marks notBuilt, or does not name, are not shown.
 */
function shownTabs(program: PortalProgram, tabs: SchoolDetailTabs): ShownTab[] {
  return program.detailTabs.flatMap((navTab) => {
    const key = detailTabKey(navTab.path);
    const tab = tabs[key];
    return tab && isBuilt(tab) ? [{ ...navTab, key, tab }] : [];
  });
}

/**
 * The admin school detail ({programUrl}/schools/:id/*, spec 3 §2): the school's name with its
 * actions, a tab bar built from the registry's detail tabs, and the tab of the sub-path. An
 * unknown sub-path goes back to the list; an unknown school shows the error view. The program's
 * web module gives the binding (which school query), the tabs and the application screens.
 */
export default function SchoolDetailPage({
  program,
  binding,
  tabs: programTabs,
  applicationScreens = NO_APPLICATION_SCREENS,
}: {
  program: PortalProgram;
  binding: SchoolDetailBinding;
  tabs: SchoolDetailTabs;
  /** The application screens the Applications tab may link to (none unless given). */
  applicationScreens?: ApplicationScreens;
}) {
  const params = useParams();
  const schoolId = parseRouteId(params.id);
  const tabs = shownTabs(program, programTabs);
  const rest = (params['*'] ?? '').replace(/\/+$/, '');
  // The first segment names the tab; only another feature's screen may have deeper paths.
  const [first = '', ...deeper] = rest.split('/');
  const shown = tabs.find((t) => t.key === first);
  const known = shown !== undefined && (deeper.length === 0 || 'screen' in shown.tab);
  if (!known) return <Navigate to={schoolListPath(program)} replace />;

  return (
    <section className="school-detail">
      <BackToSchools program={program} />
      {schoolId !== null ? (
        <LoadedSchool
          program={program}
          binding={binding}
          schoolId={schoolId}
          tabs={tabs}
          applicationScreens={applicationScreens}
        />
      ) : (
        <FailedSchool program={program} />
      )}
    </section>
  );
}

function FailedSchool({ program }: { program: PortalProgram }) {
  return (
    <>
      <title>{`Schools | ${program.name} | Partner Portal`}</title>
      <ErrorBlock />
    </>
  );
}

function LoadedSchool({
  program,
  binding,
  schoolId,
  tabs,
  applicationScreens,
}: {
  program: PortalProgram;
  binding: SchoolDetailBinding;
  schoolId: number;
  tabs: readonly ShownTab[];
  applicationScreens: ApplicationScreens;
}) {
  const { data, error } = useQuery(binding.query, { variables: { schoolId } });
  const school = data?.school;
  if (!school || school.schoolId !== schoolId) {
    return error ? <FailedSchool program={program} /> : <Loading />;
  }
  const base = `${schoolListPath(program)}/${schoolId}`;
  return (
    <>
      <title>{`${school.name} | ${program.name} | Partner Portal`}</title>
      <SchoolHeader program={program} binding={binding} school={school} />
      <SchoolTabs base={base} tabs={tabs} schoolName={school.name} />
      <SchoolTabRoutes
        program={program}
        binding={binding}
        school={school}
        tabs={tabs}
        applicationScreens={applicationScreens}
      />
    </>
  );
}

function SchoolTabRoutes({
  program,
  binding,
  school,
  tabs,
  applicationScreens,
}: {
  program: PortalProgram;
  binding: SchoolDetailBinding;
  school: SchoolDetail;
  tabs: readonly ShownTab[];
  applicationScreens: ApplicationScreens;
}) {
  const props = { program, binding, school };
  const own = {
    profile: <SchoolProfileTab key={school.id} {...props} />,
    contacts: <SchoolContactsTab key={school.id} {...props} />,
    'program-status': <SchoolStatusTab key={school.id} {...props} />,
    applications: <SchoolApplicationsTab {...props} screens={applicationScreens} />,
  };
  return (
    <Routes>
      {tabs.map(({ key, tab }) => {
        if ('own' in tab) {
          return key === '' ? (
            <Route key={key} index element={own[tab.own]} />
          ) : (
            <Route key={key} path={key} element={own[tab.own]} />
          );
        }
        const Screen = tab.screen;
        return (
          <Route
            key={key}
            path={key === '' ? '*' : `${key}/*`}
            element={<Screen schoolId={school.schoolId} />}
          />
        );
      })}
      <Route path="*" element={<Navigate to={schoolListPath(program)} replace />} />
    </Routes>
  );
}
