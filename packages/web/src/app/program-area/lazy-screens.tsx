import { Suspense, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ProgramKey } from '@portal/domain';
import { Loading } from '../../components/loading';
import type { PortalProgram } from '../../lib/programs';

type ProgramScreen = LazyExoticComponent<ComponentType<{ program: PortalProgram }>>;
type SchoolScreen = LazyExoticComponent<
  ComponentType<{ program: PortalProgram; schoolId: number }>
>;

// Each screen is its own chunk, downloaded when its route is first opened.
const AccountPage = lazy(() => import('../../features/account/account-page'));
const PrincipalSignaturePage = lazy(
  () => import('../../features/principal-signature/principal-signature-page'),
);

const DashboardPage = lazy(() => import('../../features/dashboard/dashboard-page'));

/** The screens of the dashboard area that need one chosen school. */
export const SCHOOL_SCREENS = {
  contacts: lazy(() => import('../../features/contacts/contacts-page')),
  surveys: lazy(() => import('../../features/surveys/surveys-page')),
  documents: lazy(() => import('../../features/documents/documents-page')),
} satisfies Record<string, SchoolScreen>;

/** The application form of each program that has one so far (the rest are placeholders). */
const APPLICATION_SCREENS: Partial<Record<ProgramKey, ProgramScreen>> = {
  backpackBuddy: lazy(
    () => import('../../features/applications/backpack-buddy/backpack-buddy-application'),
  ),
};

/** The educator area of each program that has one so far. */
const EDUCATOR_AREAS: Partial<Record<ProgramKey, ProgramScreen>> = {
  backpackBuddy: lazy(() => import('./backpack-buddy-educator-area')),
};

function Lazy({ Screen, program }: { Screen: ProgramScreen; program: PortalProgram }) {
  return (
    <Suspense fallback={<Loading />}>
      <Screen program={program} />
    </Suspense>
  );
}

export function hasApplicationScreen(program: PortalProgram): boolean {
  return Boolean(APPLICATION_SCREENS[program.key]);
}

export function hasEducatorArea(program: PortalProgram): boolean {
  return Boolean(EDUCATOR_AREAS[program.key]);
}

export function ApplicationScreen({ program }: { program: PortalProgram }) {
  const Screen = APPLICATION_SCREENS[program.key];
  return Screen ? <Lazy Screen={Screen} program={program} /> : null;
}

export function EducatorAreaScreen({ program }: { program: PortalProgram }) {
  const Screen = EDUCATOR_AREAS[program.key];
  return Screen ? <Lazy Screen={Screen} program={program} /> : null;
}

export function AccountScreen({ program }: { program: PortalProgram }) {
  return <Lazy Screen={AccountPage} program={program} />;
}

export function PrincipalSignatureScreen({ program }: { program: PortalProgram }) {
  return <Lazy Screen={PrincipalSignaturePage} program={program} />;
}

export function DashboardScreen() {
  return (
    <Suspense fallback={<Loading />}>
      <DashboardPage />
    </Suspense>
  );
}

export function SchoolScreenOf({
  Screen,
  program,
  schoolId,
}: {
  Screen: SchoolScreen;
  program: PortalProgram;
  schoolId: number;
}) {
  return (
    <Suspense fallback={<Loading />}>
      <Screen program={program} schoolId={schoolId} />
    </Suspense>
  );
}
