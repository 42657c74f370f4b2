import { and, desc, eq, inArray, isNull, ne, notInArray, or } from 'drizzle-orm';
import type { TermType } from '@portal/domain';
import type { DbOrTx } from '../../../db/client.ts';
import { applicationKidsCafe } from '../../../db/schema/application-kids-cafe.ts';
import { sites, userSites } from '../../../db/schema/sites.ts';
import { CLOSED_STATUSES } from '../application-queries.ts';
import { kidsCafeTermFormatted } from './years.ts';

/** My Account → Applications lists at most this many Kids Cafe applications (ours). */
export const USER_APPLICATIONS_MAX = 200;

const t = applicationKidsCafe;

/**
 * The open application of a site for an application year and type, other than `exceptId`: the
 * one the live index (application_kids_cafe_live_holder_year_key) allows.
 */
export async function openKidsCafeApplicationOf(
  db: DbOrTx,
  input: { siteId: number; applicationYear: number; type: TermType; exceptId?: number | null },
) {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.siteId, input.siteId),
        eq(t.applicationYear, input.applicationYear),
        eq(t.type, input.type),
        isNull(t.deletedAt),
        notInArray(t.status, [...CLOSED_STATUSES]),
        ...(input.exceptId ? [ne(t.id, input.exceptId)] : []),
      ),
    )
    .limit(1);
  return row;
}

/**
 * My Account → Applications: the Kids Cafe applications of the caller's granted sites and their
 * own, newest first (at most USER_APPLICATIONS_MAX), in one statement. The year is as stored;
 * the term as displayed (a SUMMER year + 1), as the web shows it.
 */
export async function userKidsCafeApplications(db: DbOrTx, userId: number) {
  const granted = db
    .select({ siteId: userSites.siteId })
    .from(userSites)
    .where(eq(userSites.userId, userId));
  const rows = await db
    .select({
      id: t.id,
      status: t.status,
      submittedAt: t.submittedAt,
      siteName: sites.name,
      applicationYear: t.applicationYear,
      type: t.type,
    })
    .from(t)
    .innerJoin(sites, eq(sites.id, t.siteId))
    .where(and(isNull(t.deletedAt), or(eq(t.submittedById, userId), inArray(t.siteId, granted))))
    .orderBy(desc(t.applicationYear), desc(t.createdAt), desc(t.id))
    .limit(USER_APPLICATIONS_MAX);
  return rows.map((r) => ({
    id: r.id,
    schoolOrSiteName: r.siteName,
    applicationYear: r.applicationYear,
    termType: r.type,
    termFormatted: kidsCafeTermFormatted(r.type, r.applicationYear),
    status: r.status,
    submittedAt: r.submittedAt,
  }));
}
