import { and, eq, isNull } from 'drizzle-orm';
import { PROGRAMS_BY_KEY, type TermType } from '@portal/domain';
import type { Tx } from '../../../db/client.ts';
import { applicationKidsCafe } from '../../../db/schema/application-kids-cafe.ts';
import { sites, userSites } from '../../../db/schema/sites.ts';
import { mailApplicationApproved } from '../approval-mail.ts';
import { revokeHolderGrant, type HolderGrantFacts } from '../holder-grants.ts';
import { applyProposedSite, type ProposedSite } from './proposed-site.ts';
import { displayedYear } from './years.ts';

/** A Kids Cafe application at the moment it becomes APPROVED. */
export interface ApprovedKidsCafeApplication {
  id: number;
  siteId: number;
  submittedById: number | null;
  proposedSite: unknown;
  type: TermType;
  applicationYear: number;
}

/**
 * What approving a Kids Cafe application does besides its status, in the approving transaction
 * (the admin's status change): the application's proposal becomes the site's shared record
 * (profile and contacts), its submitter is granted the site (user_sites, source APPLICATION:
 * with an admin's assignment the only way to a site), the site's first year in the program is
 * set when it has none (the application year as stored), and the submitter is mailed the
 * Application Approved template (nothing when the template is inactive), through the outbox.
 */
export async function onKidsCafeApproved(
  tx: Tx,
  app: ApprovedKidsCafeApplication,
  mail: { publicUrl: string },
): Promise<void> {
  await applyProposedSite(tx, app.siteId, (app.proposedSite as ProposedSite | null) ?? null);
  if (app.submittedById !== null) {
    await tx
      .insert(userSites)
      .values({ userId: app.submittedById, siteId: app.siteId, source: 'APPLICATION' })
      .onConflictDoNothing();
  }
  await tx
    .update(sites)
    .set({ firstYearApplied: app.applicationYear })
    .where(and(eq(sites.id, app.siteId), isNull(sites.firstYearApplied)));
  const [site] = await tx.select({ name: sites.name }).from(sites).where(eq(sites.id, app.siteId));
  await mailApplicationApproved(tx, {
    submittedById: app.submittedById,
    holderName: site?.name ?? '',
    programName: PROGRAMS_BY_KEY.kidsCafe.name,
    // A SUMMER application's year is displayed as year + 1 (years.ts), in either language.
    term: { type: app.type, year: displayedYear(app.type, app.applicationYear) },
    publicUrl: mail.publicUrl,
  });
}

/** Kids Cafe's grants (user_sites) and applications, as the shared grant code reads them. */
const KIDS_CAFE_GRANTS: HolderGrantFacts = {
  links: {
    table: userSites,
    id: userSites.id,
    userId: userSites.userId,
    holderId: userSites.siteId,
    source: userSites.source,
  },
  applications: {
    table: applicationKidsCafe,
    id: applicationKidsCafe.id,
    holderId: applicationKidsCafe.siteId,
    submittedById: applicationKidsCafe.submittedById,
    status: applicationKidsCafe.status,
    deletedAt: applicationKidsCafe.deletedAt,
  },
  audit: { action: 'REVOKE_SITE_GRANT', list: 'siteIds' },
};

/**
 * The other half of onKidsCafeApproved: when an application stops being approved its
 * submitter's APPLICATION grant of the site goes, unless another live APPROVED Kids Cafe
 * application of the same account and site remains (../holder-grants.ts; audited
 * REVOKE_SITE_GRANT on the user).
 */
export async function onKidsCafeUnapproved(
  tx: Tx,
  actorId: number,
  app: { siteId: number; submittedById: number | null; id?: number },
): Promise<void> {
  await revokeHolderGrant(tx, actorId, KIDS_CAFE_GRANTS, {
    holderId: app.siteId,
    submittedById: app.submittedById,
    id: app.id,
  });
}
