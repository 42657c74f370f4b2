import type { LazyExoticComponent, ReactNode } from 'react';
import { isBuilt } from '@portal/domain';
import type {
  AdminTabKey,
  DetailTabKey,
  NavTab,
  NotBuilt,
  Program,
  ProgramEntry,
  ProgramKey,
  SettingsTabKey,
} from '@portal/domain';
import type { UserApplicationsSource } from '../features/account/user-applications';
import type { ApplicationScreens } from '../features/admin/schools/school-application-row';
import type { SchoolDetailTabs } from '../features/admin/schools/school-detail-tabs';
import type { SettingsTabEntries } from '../features/admin/settings/settings-screens';

/**
 * A screen the registry names, loaded when its route is first opened: `lazy(() => import(…))`,
 * so each screen is its own chunk and the registry itself stays small (the type refuses a
 * screen imported directly).
 */
export type LazyScreen<P> = LazyExoticComponent<(props: P) => ReactNode>;
/** A screen of a program. */
export type ProgramScreen = LazyScreen<{ program: Program }>;
/**
 * A program's start page ({programUrl}/start), told whether the program's form is built (the
 * module's `application` is a screen, not notBuilt): the registry is the source, never the key.
 */
export type StartScreen = LazyScreen<{ program: Program; applicationBuilt: boolean }>;
/** A screen of the educator workspace that needs the chosen school. */
export type SchoolScreen = LazyScreen<{ program: Program; schoolId: number }>;

/** What the admin area gives the screen of an admin route. */
export interface AdminScreenProps {
  readonly program: Program;
  readonly module: WebProgramModule;
}

/**
 * A lazy screen of an admin route: a feature's screen, or a small one in the program's folder
 * that gives a shared screen the program's bindings (programs/<program>/school-list.tsx).
 */
export type AdminScreen = LazyScreen<AdminScreenProps>;

/** A route of an admin tab, relative to the program URL ('schools', 'schools/:id/*'). */
export interface AdminRoute {
  readonly path: string;
  readonly screen: AdminScreen;
}

/** An admin sub-navigation tab that has its screens: its routes under the program URL. */
export interface AdminTab {
  readonly routes: readonly [AdminRoute, ...AdminRoute[]];
}

/** A tab of the educator workspace (shown once the application is no longer required). */
export type WorkspaceTab = { readonly path: string; readonly label: string } & (
  | { readonly needsSchool: false; readonly screen: ProgramScreen }
  | { readonly needsSchool: true; readonly screen: SchoolScreen }
);

/**
 * The keys of one program's tabs, as its domain entry declares them (`Keys`), so that a module
 * lacking a tab, or naming one the entry does not have, fails to compile. A module of any
 * program (`WebProgramModule` without K, as the shared screens take it) is keyed by string.
 */
export type TabKeys<K extends ProgramKey, Keys extends string> = [ProgramKey] extends [K]
  ? string
  : Keys;

/** A program's admin sub-navigation tabs, by path segment: each its screens or notBuilt. */
export type AdminTabs<K extends ProgramKey = ProgramKey> = Readonly<
  Record<TabKeys<K, AdminTabKey<K>>, AdminTab | NotBuilt>
>;

/**
 * A program's web module (ARCHITECTURE.md "Programs as modules"): the screens and bindings the
 * app mounts for it. The facts (URL, name, tabs and their labels, steps, signer) are the domain
 * entry's (`program`); the module says which screen each of them is, or `notBuilt(why)`.
 */
export interface WebProgramModule<K extends ProgramKey = ProgramKey> {
  /** The domain registry's entry of the program. */
  readonly program: ProgramEntry<K>;
  /**
   * {programUrl}/start: what the program is and what its settings say, with Start Application
   * where the form is built (else a note that the online application opens soon).
   */
  readonly startPage: StartScreen | NotBuilt;
  /**
   * {programUrl}/application/:step?/:id?: the form steps (the domain entry's `steps`) and the
   * status page, with the redirect rules; admins see it read-only at application/:step/:id.
   */
  readonly application: ProgramScreen | NotBuilt;
  /** The admin print summary, {programUrl}/print/:id (or at `printPath`). */
  readonly printPage: ProgramScreen | NotBuilt;
  /**
   * The print summary's route under the program URL when it is not 'print/:id' (Kids Cafe:
   * 'print/:id/:term', spec 3 §2); the admin area mounts `printPage` there.
   */
  readonly printPath?: string;
  /**
   * The educator workspace once the application is no longer required: its tabs, in order,
   * under the school-site dropdown (the Account tab follows them). Empty: no workspace.
   */
  readonly workspace: readonly WorkspaceTab[];
  /** My Account → Applications: where the educator's applications come from. */
  readonly userApplications: UserApplicationsSource | NotBuilt;
  /**
   * The admin sub-navigation tabs (spec 3 §2), by path segment: every tab of the domain entry's
   * `adminTabs` ('/backpack-buddy/schools' → 'schools'), with its screens or a notBuilt marker.
   */
  readonly adminTabs: AdminTabs<K>;
  /**
   * The Program Settings sub-tabs (spec 3 §2), by label: every tab of the domain entry's
   * `settingsTabs`, as a screen of the settings feature (`{ own: 'activeTerms' }`) or notBuilt.
   */
  readonly settingsTabs: SettingsTabEntries<TabKeys<K, SettingsTabKey<K>>>;
  /**
   * The tabs of the admin school (site, organization) detail, by path segment: every tab of the
   * domain entry's `detailTabs` ('' for the profile, 'contacts', …).
   */
  readonly detailTabs: SchoolDetailTabs<TabKeys<K, DetailTabKey<K>>>;
}

/** An admin tab's path segment: '/backpack-buddy/schools' → 'schools'. */
export function adminTabKey(program: Program, tab: NavTab): string {
  return tab.path.startsWith(`${program.url}/`)
    ? tab.path.slice(program.url.length + 1)
    : tab.path.replace(/^\//, '');
}

/** A sub-navigation tab that has its screens. */
export type BuiltAdminTab = NavTab & AdminTab;

/** The domain entry's admin tabs, in order, whose screens the module has built. */
export function builtAdminTabs(module: WebProgramModule): BuiltAdminTab[] {
  const { program } = module;
  return program.adminTabs.flatMap((tab) => {
    const screens = module.adminTabs[adminTabKey(program, tab)];
    return screens && isBuilt(screens) ? [{ ...tab, routes: screens.routes }] : [];
  });
}

/**
 * The application screens an admin reaches from a school's Applications tab: the read-only
 * application and the principal's agreement page where the program's form is built (its
 * agreement and signing come with it), the print summary where it is built.
 */
export function applicationScreens(module: WebProgramModule): ApplicationScreens {
  const form = isBuilt(module.application);
  return {
    view: form,
    agreement: form && module.program.signer !== 'none',
    print: isBuilt(module.printPage),
  };
}
