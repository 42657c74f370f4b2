import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { applicationPartnerServices } from '../../../db/schema/application-partner-services.ts';
import { userOrganizations } from '../../../db/schema/organizations.ts';
import type { Viewer } from '../../../graphql/context.ts';
import { userError } from '../../../graphql/errors.ts';

export type PartnerServicesRow = typeof applicationPartnerServices.$inferSelect;

/**
 * Whether the educator is granted the organization (user_organizations: an admin's grant or
 * their own approved application); admins always are. Naming an organization in an application
 * grants nothing.
 */
export async function isGrantedOrganization(
  db: DbOrTx,
  viewer: Viewer,
  organizationId: number,
): Promise<boolean> {
  if (viewer.type === 'ADMIN') return true;
  const [grant] = await db
    .select({ id: userOrganizations.id })
    .from(userOrganizations)
    .where(
      and(
        eq(userOrganizations.userId, viewer.userId),
        eq(userOrganizations.organizationId, organizationId),
      ),
    )
    .limit(1);
  return !!grant;
}

/**
 * The Partner Services application if the caller may see it: an admin sees any; an educator
 * sees the ones they started (or submitted) and those of organizations granted to them. Anything
 * else is 'Not found', so an id reveals nothing.
 */
export async function findPartnerServicesApplicationFor(
  db: DbOrTx,
  viewer: Viewer,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<PartnerServicesRow> {
  const t = applicationPartnerServices;
  const query = db
    .select()
    .from(t)
    .where(and(eq(t.id, id), isNull(t.deletedAt)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw userError('NOT_FOUND');
  if (viewer.type === 'ADMIN' || row.submittedById === viewer.userId) return row;
  if (
    row.organizationId === null ||
    !(await isGrantedOrganization(db, viewer, row.organizationId))
  ) {
    throw userError('NOT_FOUND');
  }
  return row;
}
