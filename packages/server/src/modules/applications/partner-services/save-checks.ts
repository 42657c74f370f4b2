import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import type { Tx } from '../../../db/client.ts';
import { organizations, userOrganizations } from '../../../db/schema/organizations.ts';
import type { Viewer } from '../../../graphql/context.ts';
import { fieldError } from '../../../graphql/errors.ts';

/** Where the form names the organization it applies for. */
export const ORGANIZATION_FIELD = 'organization.organizationId';

/**
 * The organization the form chose: a live one granted to the caller (user_organizations: an
 * admin's grant or their own approved application). Any other id — unknown, archived, or an
 * organization the caller merely knows the id of — is 'Please choose an organization from the
 * list', the same answer for each, so an id reveals nothing.
 */
export async function checkOrganization(tx: Tx, viewer: Viewer, organizationId: number) {
  const [organization] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .innerJoin(
      userOrganizations,
      and(
        eq(userOrganizations.organizationId, organizations.id),
        eq(userOrganizations.userId, viewer.userId),
      ),
    )
    .where(and(eq(organizations.id, organizationId), isNull(organizations.deletedAt)))
    .limit(1);
  if (!organization) throw fieldError(ORGANIZATION_FIELD, MESSAGES.organizationNotFound);
  return organization;
}
