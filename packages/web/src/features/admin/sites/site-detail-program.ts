import type { ApolloCache } from '@apollo/client';
import type { SiteDetailFieldsFragment } from '../../../gql/graphql';
import type { PortalProgram } from '../../../lib/programs';

export type SiteDetail = SiteDetailFieldsFragment;
export type SiteApplication = SiteDetail['applications'][number];
export type SiteMember = SiteDetail['siteMembers'][number];

/** The sites list ({programUrl}/sites): Back to Sites, unknown sub-paths, after a delete. */
export function siteListPath(program: PortalProgram): string {
  return `${program.url}/sites`;
}

/** A site's detail, or Add a Site ('new'). */
export function sitePath(program: PortalProgram, siteId: number | 'new'): string {
  return `${siteListPath(program)}/${siteId}`;
}

/** A site's Applications tab (where the read-only application and the print screen return). */
export function siteApplicationsPath(program: PortalProgram, siteId: number): string {
  return `${siteListPath(program)}/${siteId}/applications`;
}

/**
 * A change's cache update: the sites list (sitesKidsCafe, any filter) is dropped, so that Back
 * to Sites shows the change instead of the list as it was cached.
 */
export function forgetSiteList(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'sitesKidsCafe' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'sitesKidsCafePage' });
}

/**
 * A new site's cache update: the sites list and the lists of live sites to choose from (the
 * application's site dropdown, allSites; the user detail's site picker, adminSiteOptions).
 */
export function forgetSiteChoices(cache: ApolloCache): void {
  forgetSiteList(cache);
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'allSites' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminSiteOptions' });
}
