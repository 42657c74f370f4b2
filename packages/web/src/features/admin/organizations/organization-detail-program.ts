import type { ApolloCache } from '@apollo/client';
import type { OrganizationDetailFieldsFragment } from '../../../gql/graphql';
import type { PortalProgram } from '../../../lib/programs';

export type OrganizationDetail = OrganizationDetailFieldsFragment;
export type OrganizationApplication = OrganizationDetail['applications'][number];
export type OrganizationMember = OrganizationDetail['members'][number];

/** The organizations list ({programUrl}/organizations): Back, unknown sub-paths, after a delete. */
export function organizationListPath(program: PortalProgram): string {
  return `${program.url}/organizations`;
}

/** An organization's detail, or Add Organization ('new'). */
export function organizationPath(program: PortalProgram, organizationId: number | 'new'): string {
  return `${organizationListPath(program)}/${organizationId}`;
}

/** An organization's Applications tab (where the read-only application and the print return). */
export function organizationApplicationsPath(
  program: PortalProgram,
  organizationId: number,
): string {
  return `${organizationPath(program, organizationId)}/applications`;
}

/**
 * A change's cache update: the organizations list (any year) is dropped, so that Back to
 * Organizations shows the change instead of the list as it was cached.
 */
export function forgetOrganizationList(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'organizationsPartnerServices' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'organizationsPartnerServicesPage' });
}

/**
 * A new organization's cache update: the list and the lists of live organizations to choose from
 * (the user detail's organization picker, adminOrganizationOptions).
 */
export function forgetOrganizationChoices(cache: ApolloCache): void {
  forgetOrganizationList(cache);
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminOrganizationOptions' });
}
