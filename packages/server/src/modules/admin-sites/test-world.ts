/** Shared set-up of the admin-sites integration tests (not a test file itself). */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationKidsCafe } from '../../db/schema/application-kids-cafe.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { siteMembers, sites, userSites } from '../../db/schema/sites.ts';
import {
  createKidsCafeApplication,
  createSite,
  createSiteMember,
} from '../../testing/factories.ts';

export { callers, type AuditEntryResult, type User } from '../admin-schools/test-world.ts';

export const MEMBER_FIELDS = `id siteMemberId type firstName lastName fullName title phone email
  isSupervisor`;

export const APPLICATION_FIELDS = `id applicationKidsCafeId type applicationYear
  applicationYearDisplayed status createdAt submittedAt submittedByName submittedByEmail
  isContinuation new siteType startDate endDate interestBreakfast interestLunch lunchStartTime
  participantAgeRanges daysForService nameSign`;

export const SITE_FIELDS = `id siteId name type address1 address2 crossStreet city county state
  zip closestSchool notes deletedAt programStatus programStatusUpdatedAt lastEdited
  lastEditedSiteMembers firstYearApplied returning
  siteMembers { ${MEMBER_FIELDS} }
  applications { ${APPLICATION_FIELDS} }
  history { id action entityType entityId actorName createdAt changes { field before after } }`;

export const DETAIL = `query ($id: Int!) { site: adminSite(siteId: $id) { ${SITE_FIELDS} } }`;

export const ROW_FIELDS = `id siteId name type address1 address2 crossStreet city county state zip
  closestSchool programStatus returning contactName contactEmail contactPhone deletedAt
  primaryPointOfContact { ${MEMBER_FIELDS} }
  secondaryPointOfContact { ${MEMBER_FIELDS} }
  applications { ${APPLICATION_FIELDS} }`;

export const LIST = `query ($type: TermType, $year: Int) {
  rows: sitesKidsCafe(type: $type, applicationYear: $year) { ${ROW_FIELDS} } }`;

export interface MemberResult {
  siteMemberId: number;
  type: string;
  fullName: string;
  title: string | null;
  phone: string | null;
  email: string | null;
  isSupervisor: boolean;
}

export interface ApplicationResult {
  applicationKidsCafeId: number;
  type: string;
  applicationYear: number;
  applicationYearDisplayed: number;
  status: string;
  submittedByName: string | null;
  submittedByEmail: string | null;
  new: boolean | null;
  startDate: string | null;
  endDate: string | null;
  interestBreakfast: boolean;
}

export interface SiteResult {
  siteId: number;
  name: string;
  type: string | null;
  address2: string | null;
  notes: string | null;
  deletedAt: string | null;
  programStatus: string | null;
  programStatusUpdatedAt: string | null;
  lastEdited: string | null;
  lastEditedSiteMembers: string | null;
  firstYearApplied: number | null;
  returning: string;
  siteMembers: MemberResult[];
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
  siteId: number;
  name: string;
  programStatus: string | null;
  returning: string;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  deletedAt: string | null;
  primaryPointOfContact: MemberResult | null;
  secondaryPointOfContact: MemberResult | null;
  applications: ApplicationResult[];
}

let serial = 0;

/** A site with its primary and secondary point of contact. */
export async function siteWithContacts(db: Db, overrides: Partial<typeof sites.$inferInsert> = {}) {
  const site = await createSite(db, overrides);
  serial += 1;
  const primary = await createSiteMember(db, {
    siteId: site.id,
    type: 'PRIMARY_POINT_CONTACT',
    firstName: 'Pia',
    lastName: `Primary${serial}`,
    email: `pia${serial}@site.test`,
    phone: '713-555-0101',
    isSupervisor: true,
  });
  const secondary = await createSiteMember(db, {
    siteId: site.id,
    type: 'SECONDARY_POINT_CONTACT',
    firstName: 'Sid',
    lastName: `Secondary${serial}`,
    email: `sid${serial}@site.test`,
  });
  return { site, primary, secondary };
}

/** A submitted (PENDING unless told) Kids Cafe application of a site. */
export function application(
  db: Db,
  siteId: number,
  values: Partial<typeof applicationKidsCafe.$inferInsert> = {},
) {
  return createKidsCafeApplication(db, {
    siteId,
    type: 'SCHOOL',
    applicationYear: 2024,
    status: 'PENDING',
    stepsCompleted: 1,
    submittedAt: new Date('2024-04-01T12:00:00Z'),
    ...values,
  });
}

export async function siteRow(db: Db, siteId: number) {
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId));
  return row;
}

export async function applicationRow(db: Db, id: number) {
  const [row] = await db.select().from(applicationKidsCafe).where(eq(applicationKidsCafe.id, id));
  return row;
}

export function liveMembers(db: Db, siteId: number) {
  return db
    .select()
    .from(siteMembers)
    .where(and(eq(siteMembers.siteId, siteId), isNull(siteMembers.deletedAt)))
    .orderBy(siteMembers.type);
}

export function grantsOf(db: Db, userId: number) {
  return db
    .select({ siteId: userSites.siteId, source: userSites.source })
    .from(userSites)
    .where(eq(userSites.userId, userId));
}

/** The audit entries of an entity, oldest first. */
export function auditOf(db: Db, entityType: string, entityId: number) {
  return db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.entityType} = ${entityType} and ${auditLog.entityId} = ${entityId}`)
    .orderBy(auditLog.id);
}
