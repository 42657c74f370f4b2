import { Suspense, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ProgramKey } from '@portal/domain';
import { Loading } from '../../components/loading';
import { hasPrintPage } from '../../features/admin/print/print-programs';
import type { PortalProgram } from '../../lib/programs';

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
    <SchoolDetailPage program={program} extraTabs={SCHOOL_EXTRA_TABS[program.key]} />
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

/** Whether the admin area mounts print/:id: the feature says so and a screen is wired here. */
export function hasAdminPrint(program: PortalProgram): boolean {
  return hasPrintPage(program) && Boolean(PRINT_PAGES[program.key]);
}

export function AdminPrint({ program }: { program: PortalProgram }) {
  const Screen = PRINT_PAGES[program.key];
  return Screen ? <Lazy Screen={Screen} program={program} /> : null;
}
