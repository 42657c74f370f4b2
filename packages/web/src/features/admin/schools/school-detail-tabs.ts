import type { ComponentType } from 'react';
import { isBuilt } from '@portal/domain';
import type { NavTab, NotBuilt, Program } from '@portal/domain';

/** The tabs the school detail draws itself. */
export type SchoolOwnTab = 'profile' | 'contacts' | 'program-status' | 'applications';

/**
 * A tab of the school detail as a program's web module gives it: one this screen draws itself,
 * or another feature's screen composed by the module (given the school id; it may route
 * sub-paths of its own, as the distribution reports do).
 */
export type SchoolDetailTab =
  { readonly own: SchoolOwnTab } | { readonly screen: ComponentType<{ schoolId: number }> };

/**
 * The program's school detail tabs by path segment ('' for School Profile, 'contacts', …: the
 * domain entry's detailTabs paths without the slash). A tab not built yet is a notBuilt marker.
 * A program's web module is keyed by exactly its entry's segments (`Key`); this screen takes any.
 */
export type SchoolDetailTabs<Key extends string = string> = Readonly<
  Record<Key, SchoolDetailTab | NotBuilt>
>;

/** The tabs this screen draws, as a module names them. */
export const SCHOOL_OWN_TABS = {
  profile: { own: 'profile' },
  contacts: { own: 'contacts' },
  programStatus: { own: 'program-status' },
  applications: { own: 'applications' },
} as const satisfies Record<string, SchoolDetailTab>;

/** A detail tab's path segment: '' for the profile, 'contacts' for '/contacts'. */
export const detailTabKey = (path: string) => path.replace(/^\//, '');

/** A registry detail tab with the screen the program's module gives it. */
export type ShownTab = NavTab & { key: string; tab: SchoolDetailTab };

/**
 * The registry's detail tabs (the domain entry's, in its order) whose screen the program's
 * module has built; tabs the module marks notBuilt, or does not name, are not shown.
 */
export function shownTabs(program: Program, tabs: SchoolDetailTabs): ShownTab[] {
  return program.detailTabs.flatMap((navTab) => {
    const key = detailTabKey(navTab.path);
    const tab = tabs[key];
    return tab && isBuilt(tab) ? [{ ...navTab, key, tab }] : [];
  });
}

/**
 * The shown tab a detail sub-path opens ('' the profile, 'contacts', …), or undefined for an
 * unknown one: the first segment names the tab; only another feature's screen may have deeper
 * paths.
 */
export function routedTab(tabs: readonly ShownTab[], subPath: string | undefined) {
  const rest = (subPath ?? '').replace(/\/+$/, '');
  const [first = '', ...deeper] = rest.split('/');
  const shown = tabs.find((t) => t.key === first);
  return shown !== undefined && (deeper.length === 0 || 'screen' in shown.tab) ? shown : undefined;
}
