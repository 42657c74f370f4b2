import { Suspense, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ProgramKey } from '@portal/domain';
import { Loading } from '../../components/loading';
import { hasPrintPage } from '../../features/admin/print/print-programs';
import type { ApplicationScreens } from '../../features/admin/schools/school-application-row';
import type { PortalProgram } from '../../lib/programs';
import { hasApplicationScreen } from './lazy-screens';

type AdminScreen = ComponentType<{ program: PortalProgram }>;

// Each admin screen is its own chunk, downloaded when its route is first opened.
const SchoolsPage = lazy(() => import('../../features/admin/schools/schools-page'));
const SchoolDetailPage = lazy(() => import('../../features/admin/schools/school-detail-page'));
const DistrictsPage = lazy(() => import('../../features/admin/districts/districts-page'));
const DistrictDetailPage = lazy(
  () => import('../../features/admin/districts/district-detail-page'),
);
const UsersPage = lazy(() => import('../../features/admin/users/users-page'));
const UserDetailPage = lazy(() => import('../../features/admin/users/user-detail-page'));
const AdminReportsTab = lazy(() => import('./admin-reports-tab'));

/** The print screen ({programUrl}/print/:id) of each program that has one so far. */
const PRINT_PAGES: Partial<Record<ProgramKey, LazyExoticComponent<AdminScreen>>> = {
  backpackBuddy: lazy(() => import('../../features/admin/print/backpack-buddy-print-page')),
};

/** The school detail tabs that come from other features (composed here, in the app layer). */
const SCHOOL_EXTRA_TABS: Partial<
  Record<string, Partial<Record<string, ComponentType<{ schoolId: number }>>>>
> = {
  backpackBuddy: { reports: AdminReportsTab },
};

function Lazy({ Screen, program }: { Screen: AdminScreen; program: PortalProgram }) {
  return (
    <Suspense fallback={<Loading />}>
      <Screen program={program} />
    </Suspense>
  );
}

export const AdminSchools = ({ program }: { program: PortalProgram }) => (
  <Lazy Screen={SchoolsPage} program={program} />
);
export const AdminSchoolDetail = ({ program }: { program: PortalProgram }) => (
  <Suspense fallback={<Loading />}>
    <SchoolDetailPage
      program={program}
      extraTabs={SCHOOL_EXTRA_TABS[program.key]}
      applicationScreens={applicationScreens(program)}
    />
  </Suspense>
);
export const AdminDistricts = ({ program }: { program: PortalProgram }) => (
  <Lazy Screen={DistrictsPage} program={program} />
);
export const AdminDistrictDetail = ({ program }: { program: PortalProgram }) => (
  <Lazy Screen={DistrictDetailPage} program={program} />
);
export const AdminUsers = ({ program }: { program: PortalProgram }) => (
  <Lazy Screen={UsersPage} program={program} />
);
export const AdminUserDetail = ({ program }: { program: PortalProgram }) => (
  <Lazy Screen={UserDetailPage} program={program} />
);

/**
 * The admin sub-navigation tabs (registry paths, e.g. '/backpack-buddy/schools') that have a
 * screen so far: the school programs' Schools and Districts, and every program's Users. The
 * other tabs of spec 3 §2 (Program Settings, Documents, Surveys, Resources, Kids Cafe Sites,
 * Partner Services Organizations) join the sub-navigation with their screens.
 */
export function adminScreenPaths(program: PortalProgram): ReadonlySet<string> {
  const own = program.applicant === 'school' ? ['/schools', '/districts', '/users'] : ['/users'];
  return new Set(own.map((path) => `${program.url}${path}`));
}

/**
 * The application screens an admin reaches from a school's Applications tab: the read-only
 * application and the principal's agreement page exist where the program's application form
 * does (its agreement and signing come with it), the print summary where it is wired.
 */
export function applicationScreens(program: PortalProgram): ApplicationScreens {
  const form = hasApplicationScreen(program);
  return {
    view: form,
    agreement: form && program.signer !== 'none',
    print: hasAdminPrint(program),
  };
}

/** Whether the admin area mounts print/:id: the feature says so and a screen is wired here. */
export function hasAdminPrint(program: PortalProgram): boolean {
  return hasPrintPage(program) && Boolean(PRINT_PAGES[program.key]);
}

export function AdminPrint({ program }: { program: PortalProgram }) {
  const Screen = PRINT_PAGES[program.key];
  return Screen ? <Lazy Screen={Screen} program={program} /> : null;
}
