import { useQuery } from '@apollo/client/react';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { ErrorBlock } from '../../../components/error-block';
import { Loading } from '../../../components/loading';
import type { PortalProgram } from '../../../lib/programs';
import { parseRouteId } from '../route-id';
import { NO_APPLICATION_SCREENS } from './school-application-row';
import type { ApplicationScreens } from './school-application-row';
import { SchoolApplicationsTab } from './school-applications-tab';
import { SchoolContactsTab } from './school-contacts-tab';
import { schoolDetailBinding, schoolListPath } from './school-detail-program';
import type { SchoolDetail, SchoolDetailBinding } from './school-detail-program';
import { BackToSchools, SchoolHeader, SchoolTabs } from './school-header';
import { SchoolProfileTab } from './school-profile-tab';
import { SchoolStatusTab } from './school-status-tab';
import './school-detail.css';

export type ExtraSchoolTabs = Partial<Record<string, ComponentType<{ schoolId: number }>>>;

/** The tabs this screen draws itself (Allocate and Food Safety come later). */
const OWN_TABS = ['', '/contacts', '/program-status', '/applications'];

const tabKey = (path: string) => path.replace(/^\//, '');

/** The registry's detail tabs that have a screen: ours, and the extra ones given by key. */
function visibleTabs(program: PortalProgram, extraTabs: ExtraSchoolTabs) {
  return program.detailTabs.filter(
    (tab) => OWN_TABS.includes(tab.path) || Boolean(extraTabs[tabKey(tab.path)]),
  );
}

/**
 * The admin school detail ({programUrl}/schools/:id/*, spec 3 §2): the school's name with its
 * actions, a tab bar built from the registry's detail tabs, and the tab of the sub-path. An
 * unknown sub-path goes back to the list; an unknown school shows the error view.
 */
export default function SchoolDetailPage({
  program,
  extraTabs = {},
  applicationScreens = NO_APPLICATION_SCREENS,
}: {
  program: PortalProgram;
  extraTabs?: ExtraSchoolTabs;
  /** The application screens the Applications tab may link to (none unless given). */
  applicationScreens?: ApplicationScreens;
}) {
  const params = useParams();
  const schoolId = parseRouteId(params.id);
  const binding = schoolDetailBinding(program);
  const tabs = visibleTabs(program, extraTabs);
  const rest = (params['*'] ?? '').replace(/\/+$/, '');
  // The first segment names the tab; only an extra tab may have deeper paths of its own.
  const [first = '', ...deeper] = rest.split('/');
  const tab = tabs.find((t) => tabKey(t.path) === first);
  const known = tab !== undefined && (deeper.length === 0 || Boolean(extraTabs[first]));
  if (!known) return <Navigate to={schoolListPath(program)} replace />;

  return (
    <section className="school-detail">
      <BackToSchools program={program} />
      {binding && schoolId !== null ? (
        <LoadedSchool
          program={program}
          binding={binding}
          schoolId={schoolId}
          tabs={tabs}
          extraTabs={extraTabs}
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
  extraTabs,
  applicationScreens,
}: {
  program: PortalProgram;
  binding: SchoolDetailBinding;
  schoolId: number;
  tabs: ReturnType<typeof visibleTabs>;
  extraTabs: ExtraSchoolTabs;
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
        extraTabs={extraTabs}
        applicationScreens={applicationScreens}
      />
    </>
  );
}

function SchoolTabRoutes({
  program,
  binding,
  school,
  extraTabs,
  applicationScreens,
}: {
  program: PortalProgram;
  binding: SchoolDetailBinding;
  school: SchoolDetail;
  extraTabs: ExtraSchoolTabs;
  applicationScreens: ApplicationScreens;
}) {
  const props = { program, binding, school };
  return (
    <Routes>
      <Route index element={<SchoolProfileTab key={school.id} {...props} />} />
      <Route path="contacts" element={<SchoolContactsTab key={school.id} {...props} />} />
      <Route path="program-status" element={<SchoolStatusTab key={school.id} {...props} />} />
      <Route
        path="applications"
        element={<SchoolApplicationsTab {...props} screens={applicationScreens} />}
      />
      {Object.entries(extraTabs).map(([key, Extra]) =>
        Extra ? (
          <Route key={key} path={`${key}/*`} element={<Extra schoolId={school.schoolId} />} />
        ) : null,
      )}
      <Route path="*" element={<Navigate to={schoolListPath(program)} replace />} />
    </Routes>
  );
}
