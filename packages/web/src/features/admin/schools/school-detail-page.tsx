import { useQuery } from '@apollo/client/react';
import { Navigate, Route, Routes, useParams } from 'react-router';
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
import { routedTab, shownTabs } from './school-detail-tabs';
import type { SchoolDetailTabs, ShownTab } from './school-detail-tabs';
import { BackToSchools, SchoolHeader, SchoolTabs } from './school-header';
import { SchoolProfileTab } from './school-profile-tab';
import { SchoolStatusTab } from './school-status-tab';
import './school-detail.css';

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
  if (!routedTab(tabs, params['*'])) return <Navigate to={schoolListPath(program)} replace />;

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
