import { and, asc, desc, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { applicationPartnerServices } from '../../../db/schema/application-partner-services.ts';
import { organizations, userOrganizations } from '../../../db/schema/organizations.ts';
import { CLOSED_STATUSES } from '../application-queries.ts';

/** My Account → Applications lists at most this many Partner Services applications (ours). */
export const USER_APPLICATIONS_MAX = 200;

const t = applicationPartnerServices;

/**
 * The open application of an organization for an application year, other than `exceptId`: the
 * one the live index (application_partner_services_live_holder_year_key) allows.
 */
export async function openPartnerServicesApplicationOf(
  db: DbOrTx,
  input: { organizationId: number; applicationYear: number; exceptId?: number | null },
) {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.organizationId, input.organizationId),
        eq(t.applicationYear, input.applicationYear),
        isNull(t.deletedAt),
        notInArray(t.status, [...CLOSED_STATUSES]),
        ...(input.exceptId ? [ne(t.id, input.exceptId)] : []),
      ),
    )
    .limit(1);
  return row;
}

/** Whether the organization has a live APPROVED Partner Services application (not new). */
export async function hasApprovedApplication(db: DbOrTx, organizationId: number) {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.organizationId, organizationId), eq(t.status, 'APPROVED'), isNull(t.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/** The caller's live granted organizations by name: the form's organization choice. */
export async function userOrganizationOptions(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ organizationId: organizations.id, name: organizations.name })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organizationId))
    .where(and(eq(userOrganizations.userId, userId), isNull(organizations.deletedAt)))
    .orderBy(asc(organizations.name), asc(organizations.id));
  return rows.map((row) => ({ id: String(row.organizationId), ...row }));
}

/**
 * My Account → Applications: the Partner Services applications of the caller's granted
 * organizations and their own, newest first (at most USER_APPLICATIONS_MAX), in one statement.
 * The name is the organization's, or the proposal's while a new agency's draft has none; the
 * term is the year (termType SCHOOL: the program has one application a year).
 */
export async function userPartnerServicesApplications(db: DbOrTx, userId: number) {
  const granted = db
    .select({ organizationId: userOrganizations.organizationId })
    .from(userOrganizations)
    .where(eq(userOrganizations.userId, userId));
  const rows = await db
    .select({
      id: t.id,
      status: t.status,
      submittedAt: t.submittedAt,
      name: sql<string>`coalesce(${organizations.name}, ${t.proposedOrganization} #>> '{profile,name}', '')`,
      applicationYear: t.applicationYear,
    })
    .from(t)
    .leftJoin(organizations, eq(organizations.id, t.organizationId))
    .where(
      and(isNull(t.deletedAt), or(eq(t.submittedById, userId), inArray(t.organizationId, granted))),
    )
    .orderBy(desc(t.applicationYear), desc(t.createdAt), desc(t.id))
    .limit(USER_APPLICATIONS_MAX);
  return rows.map((r) => ({
    id: r.id,
    schoolOrSiteName: r.name,
    applicationYear: r.applicationYear,
    termType: 'SCHOOL' as const,
    termFormatted: String(r.applicationYear),
    status: r.status,
    submittedAt: r.submittedAt,
  }));
}
