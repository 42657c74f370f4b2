import { lazy } from 'react';
import type { AdminScreen, ProgramScreen, SchoolScreen, StartScreen } from './web-program';

// The screens several programs use, each its own chunk (downloaded when its route first opens).
// A program's module names them; its own screens are declared in its folder.

/** {programUrl}/start (spec 2 §2 start pages). */
export const StartPage: StartScreen = lazy(() =>
  import('../features/applications/start-page').then((m) => ({ default: m.StartPage })),
);

/** The educator workspace under the school-site dropdown (spec 1 §2 "Dashboard area"). */
export const DashboardPage: ProgramScreen = lazy(
  () => import('../features/dashboard/dashboard-page'),
);
export const ContactsPage: SchoolScreen = lazy(() => import('../features/contacts/contacts-page'));
export const SurveysPage: SchoolScreen = lazy(() => import('../features/surveys/surveys-page'));
export const DocumentsPage: SchoolScreen = lazy(
  () => import('../features/documents/documents-page'),
);

/** Admin screens (spec 3 §2). */
export const SchoolsPage = lazy(() => import('../features/admin/schools/schools-page'));
export const SchoolDetailPage = lazy(() => import('../features/admin/schools/school-detail-page'));
export const DistrictsPage: ProgramScreen = lazy(
  () => import('../features/admin/districts/districts-page'),
);
export const DistrictDetailPage: ProgramScreen = lazy(
  () => import('../features/admin/districts/district-detail-page'),
);
export const UsersPage: ProgramScreen = lazy(() => import('../features/admin/users/users-page'));
export const UserDetailPage: ProgramScreen = lazy(
  () => import('../features/admin/users/user-detail-page'),
);
/** {programUrl}/settings/*: Program Settings routes its sub-tabs (the module's settingsTabs). */
export const ProgramSettingsPage: AdminScreen = lazy(() => import('./settings-page'));
