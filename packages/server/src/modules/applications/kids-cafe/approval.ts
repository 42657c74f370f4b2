import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { PROGRAMS_BY_KEY, type TermType } from '@portal/domain';
import type { Tx } from '../../../db/client.ts';
import { applicationKidsCafe } from '../../../db/schema/application-kids-cafe.ts';
import { users } from '../../../db/schema/auth.ts';
import { sites, userSites } from '../../../db/schema/sites.ts';
import { recordAudit } from '../../audit/record.ts';
import { sendApplicationApprovedMail } from '../../emails/mails.ts';
import { applyProposedSite, type ProposedSite } from './proposed-site.ts';
import { kidsCafeTermFormatted } from './years.ts';

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
  await mailApproval(tx, app, mail.publicUrl);
}

/** The Application Approved mail to the submitter (a live account), with the site's name now. */
async function mailApproval(tx: Tx, app: ApprovedKidsCafeApplication, publicUrl: string) {
  if (app.submittedById === null) return;
  const [found] = await tx
    .select({ email: users.email, firstName: users.firstName, siteName: sites.name })
    .from(users)
    .innerJoin(sites, eq(sites.id, app.siteId))
    .where(and(eq(users.id, app.submittedById), isNull(users.deletedAt)))
    .limit(1);
  if (!found) return;
  await sendApplicationApprovedMail(tx, {
    to: found.email,
    firstName: found.firstName,
    schoolName: found.siteName,
    programName: PROGRAMS_BY_KEY.kidsCafe.name,
    termFormatted: kidsCafeTermFormatted(app.type, app.applicationYear),
    portalLink: `${publicUrl}/login`,
  });
}

/**
 * The other half of onKidsCafeApproved: when an application stops being approved (an admin's
 * status change or deletion, in the same transaction, after the application's row is written)
 * its submitter's APPLICATION grant of the site goes, unless another live APPROVED Kids Cafe
 * application of the same account and site remains. An admin's grant (source ADMIN) is never
 * removed here. The removal is audited on the user (as admin-schools/application-grant.ts).
 */
export async function onKidsCafeUnapproved(
  tx: Tx,
  actorId: number,
  app: { siteId: number; submittedById: number | null; id?: number },
): Promise<void> {
  const userId = app.submittedById;
  if (userId === null) return;
  const [grant] = await tx
    .select({ id: userSites.id })
    .from(userSites)
    .where(
      and(
        eq(userSites.userId, userId),
        eq(userSites.siteId, app.siteId),
        eq(userSites.source, 'APPLICATION'),
      ),
    )
    .for('update')
    .limit(1);
  if (!grant) return;
  const t = applicationKidsCafe;
  const [approved] = await tx
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.siteId, app.siteId),
        eq(t.submittedById, userId),
        eq(t.status, 'APPROVED'),
        isNull(t.deletedAt),
        ...(app.id !== undefined ? [ne(t.id, app.id)] : []),
      ),
    )
    .limit(1);
  if (approved) return;
  const before = (
    await tx
      .select({ siteId: userSites.siteId })
      .from(userSites)
      .where(eq(userSites.userId, userId))
      .orderBy(asc(userSites.siteId))
  ).map((row) => row.siteId);
  await tx.delete(userSites).where(eq(userSites.id, grant.id));
  await recordAudit(tx, {
    actorId,
    action: 'REVOKE_SITE_GRANT',
    entityType: 'users',
    entityId: userId,
    before: { siteIds: before },
    after: { siteIds: before.filter((id) => id !== app.siteId) },
  });
}
