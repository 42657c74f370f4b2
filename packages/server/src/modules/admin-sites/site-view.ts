import { eq, getTableName } from 'drizzle-orm';
import { returningFlag } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { applicationKidsCafe } from '../../db/schema/application-kids-cafe.ts';
import { sites } from '../../db/schema/sites.ts';
import type { AdminSite } from '../../graphql/generated/resolvers.ts';
import { userError } from '../../graphql/errors.ts';
import { auditHistory } from '../audit/history.ts';
import { liveSiteMembers } from '../applications/kids-cafe/contacts.ts';
import { siteProfileView } from '../applications/kids-cafe/site-profile.ts';
import type { SiteProfileRow } from '../applications/kids-cafe/site-profile.ts';
import { siteApplicationRows, siteApplicationView } from './site-applications.ts';
import { siteMemberView } from './site-members.ts';

/** The audit log's entity types of a site and of its applications. */
export const SITES_ENTITY = getTableName(sites);
export const SITE_APPLICATIONS_ENTITY = getTableName(applicationKidsCafe);

type SiteRow = typeof sites.$inferSelect;

/** What the list's rows and the detail show alike of a site: its profile and program status. */
export function siteFields(site: SiteProfileRow & Pick<SiteRow, 'type' | 'statusKidsCafe'>) {
  return {
    id: String(site.id),
    ...siteProfileView(site),
    type: site.type,
    programStatus: site.statusKidsCafe,
  };
}

/**
 * A Kids Cafe site as the console's detail shows it (archived sites too): profile, program
 * status, its two contacts, its live applications newest first and the audit history of the
 * site and its applications (deleted ones too). Four statements whatever the size of each list.
 */
export async function adminSite(db: DbOrTx, siteId: number): Promise<AdminSite> {
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!site) throw userError('NOT_FOUND');
  const [applications, members] = await Promise.all([
    // Deleted applications too: their history stays on the site.
    siteApplicationRows(db, eq(applicationKidsCafe.siteId, siteId)),
    liveSiteMembers(db, siteId),
  ]);
  const live = applications.filter((a) => a.deletedAt === null);
  const history = await auditHistory(db, [
    { entityType: SITES_ENTITY, entityIds: [siteId] },
    { entityType: SITE_APPLICATIONS_ENTITY, entityIds: applications.map((a) => a.id) },
  ]);
  return {
    ...siteFields(site),
    notes: site.notes,
    deletedAt: site.deletedAt,
    programStatusUpdatedAt: site.statusKidsCafeUpdatedAt,
    lastEdited: site.lastEdited,
    lastEditedSiteMembers: site.lastEditedSiteMembers,
    firstYearApplied: site.firstYearApplied,
    returning: returningFlag(live),
    siteMembers: members.map(siteMemberView),
    applications: live.map(siteApplicationView),
    history,
  };
}
