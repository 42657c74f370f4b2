/** Shared set-up of the admin-organizations integration tests (not a test file itself). */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationPartnerServices } from '../../db/schema/application-partner-services.ts';
import {
  organizationMembers,
  organizations,
  userOrganizations,
} from '../../db/schema/organizations.ts';
import {
  createOrganization,
  createOrganizationMember,
  createPartnerServicesApplication,
} from '../../testing/factories.ts';

export { callers, type User } from '../admin-schools/test-world.ts';
export { auditOf } from '../admin-sites/test-world.ts';

export const MEMBER_FIELDS = `id organizationMemberId type firstName lastName fullName title phone
  email`;

export const APPLICATION_FIELDS = `id applicationPartnerServicesId applicationYear status createdAt
  submittedAt submittedByName submittedByEmail isContinuation new daysOfOperation
  operatingHoursStartTime operatingHoursEndTime gateCode isNonProfit isReligious servicesInterest
  servicesInterestOther peopleServedPerMonth hasDryStorage hasCoolerStorage hasFreezerStorage
  hasFoodSafetyCertification nameSign`;

export const ORGANIZATION_FIELDS = `id organizationId name einNumber address1 address2 city county
  state zip phone website notes deletedAt programStatus programStatusUpdatedAt lastEdited
  lastEditedMembers firstYearApplied returning
  members { ${MEMBER_FIELDS} }
  applications { ${APPLICATION_FIELDS} }
  history { id action entityType entityId actorName createdAt changes { field before after } }`;

export const DETAIL = `query ($id: Int!) {
  organization: adminOrganization(organizationId: $id) { ${ORGANIZATION_FIELDS} } }`;

export const LIST = `query ($year: Int) { rows: organizationsPartnerServices(applicationYear: $year) {
  id organizationId name einNumber address1 city county zip phone website programStatus returning
  contactName contactEmail contactPhone deletedAt
  primaryPointOfContact { ${MEMBER_FIELDS} }
  secondaryPointOfContact { ${MEMBER_FIELDS} }
  applications { ${APPLICATION_FIELDS} } } }`;

export interface MemberResult {
  organizationMemberId: number;
  type: string;
  fullName: string;
  title: string | null;
  phone: string | null;
  email: string | null;
}

export interface ApplicationResult {
  applicationPartnerServicesId: number;
  applicationYear: number;
  status: string;
  submittedByName: string | null;
  servicesInterest: string[];
  daysOfOperation: string[];
}

export interface OrganizationResult {
  organizationId: number;
  name: string;
  einNumber: string | null;
  phone: string | null;
  website: string | null;
  notes: string | null;
  deletedAt: string | null;
  programStatus: string | null;
  programStatusUpdatedAt: string | null;
  lastEdited: string | null;
  lastEditedMembers: string | null;
  firstYearApplied: number | null;
  returning: string;
  members: MemberResult[];
  applications: ApplicationResult[];
  history: {
    action: string;
    entityType: string;
    entityId: number;
    actorName: string | null;
    changes: { field: string; before: string | null; after: string | null }[];
  }[];
}

export interface ListRow {
  organizationId: number;
  name: string;
  programStatus: string | null;
  returning: string;
  contactName: string | null;
  contactEmail: string | null;
  deletedAt: string | null;
  primaryPointOfContact: MemberResult | null;
  secondaryPointOfContact: MemberResult | null;
  applications: ApplicationResult[];
}

let serial = 0;

/** An organization with its primary and secondary point of contact. */
export async function organizationWithContacts(
  db: Db,
  overrides: Partial<typeof organizations.$inferInsert> = {},
) {
  const organization = await createOrganization(db, overrides);
  serial += 1;
  const contact = (type: string, firstName: string, lastName: string, email: string) =>
    createOrganizationMember(db, {
      organizationId: organization.id,
      type,
      firstName,
      lastName,
      email,
    });
  const primary = await contact(
    'PRIMARY_POINT_CONTACT',
    'Pat',
    `Primary${serial}`,
    `pat${serial}@org.test`,
  );
  const secondary = await contact(
    'SECONDARY_POINT_CONTACT',
    'Sam',
    `Second${serial}`,
    `sam${serial}@org.test`,
  );
  return { organization, primary, secondary };
}

/** A submitted (PENDING unless told) 2024 Partner Services application of an organization. */
export function application(
  db: Db,
  organizationId: number,
  values: Partial<typeof applicationPartnerServices.$inferInsert> = {},
) {
  return createPartnerServicesApplication(db, {
    organizationId,
    applicationYear: 2024,
    status: 'PENDING',
    stepsCompleted: 1,
    submittedAt: new Date('2024-04-01T12:00:00Z'),
    ...values,
  });
}

export async function organizationRow(db: Db, organizationId: number) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return row;
}

export async function applicationRow(db: Db, id: number) {
  const t = applicationPartnerServices;
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row;
}

export function liveMembers(db: Db, organizationId: number) {
  const m = organizationMembers;
  return db
    .select()
    .from(m)
    .where(and(eq(m.organizationId, organizationId), isNull(m.deletedAt)))
    .orderBy(m.type);
}

export function grantsOf(db: Db, userId: number) {
  return db
    .select({ organizationId: userOrganizations.organizationId, source: userOrganizations.source })
    .from(userOrganizations)
    .where(eq(userOrganizations.userId, userId));
}
