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
}
