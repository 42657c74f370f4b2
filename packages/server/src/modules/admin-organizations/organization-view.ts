import { eq, getTableName } from 'drizzle-orm';
import { returningFlag } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { applicationPartnerServices } from '../../db/schema/application-partner-services.ts';
import { organizations } from '../../db/schema/organizations.ts';
import type { AdminOrganization } from '../../graphql/generated/resolvers.ts';
import { userError } from '../../graphql/errors.ts';
import { auditHistory } from '../audit/history.ts';
import { liveOrganizationMembers } from '../applications/partner-services/contacts.ts';
import { ORGANIZATIONS_ENTITY } from '../applications/partner-services/new-agency.ts';
import {
  organizationApplicationRows,
  organizationApplicationView,
} from './organization-applications.ts';
import { organizationMemberView } from './organization-members.ts';

/** The audit log's entity type of a Partner Services application. */
export const ORGANIZATION_APPLICATIONS_ENTITY = getTableName(applicationPartnerServices);

type OrganizationRow = typeof organizations.$inferSelect;

/** What the list's rows and the detail show alike of an organization. */
export function organizationFields(
  row: Pick<
    OrganizationRow,
    | 'id'
    | 'name'
    | 'einNumber'
    | 'address1'
    | 'address2'
    | 'city'
    | 'county'
    | 'state'
    | 'zip'
    | 'phone'
    | 'website'
    | 'statusPartnerServices'
  >,
) {
  return {
    id: String(row.id),
    organizationId: row.id,
    name: row.name,
    einNumber: row.einNumber,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    county: row.county,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    website: row.website,
    programStatus: row.statusPartnerServices,
  };
}

/**
 * A Partner Services organization as the console's detail shows it (archived ones too):
 * profile, program status, its two contacts, its live applications newest first and the audit
 * history of the organization and its applications (deleted ones too). Four statements whatever
 * the size of each list.
 */
export async function adminOrganization(
  db: DbOrTx,
  organizationId: number,
): Promise<AdminOrganization> {
  const [row] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!row) throw userError('NOT_FOUND');
  const [applications, members] = await Promise.all([
    // Deleted applications too: their history stays on the organization.
    organizationApplicationRows(db, eq(applicationPartnerServices.organizationId, organizationId)),
    liveOrganizationMembers(db, organizationId),
  ]);
  const live = applications.filter((a) => a.deletedAt === null);
  const history = await auditHistory(db, [
    { entityType: ORGANIZATIONS_ENTITY, entityIds: [organizationId] },
    { entityType: ORGANIZATION_APPLICATIONS_ENTITY, entityIds: applications.map((a) => a.id) },
  ]);
  return {
    ...organizationFields(row),
    notes: row.notes,
    deletedAt: row.deletedAt,
    programStatusUpdatedAt: row.statusPartnerServicesUpdatedAt,
    lastEdited: row.lastEdited,
    lastEditedMembers: row.lastEditedMembers,
    firstYearApplied: row.firstYearApplied,
    returning: returningFlag(live),
    members: members.map(organizationMemberView),
    applications: live.map(organizationApplicationView),
    history,
  };
}
