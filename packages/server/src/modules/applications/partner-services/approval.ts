import { and, eq, isNull } from 'drizzle-orm';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import type { Tx } from '../../../db/client.ts';
import { applicationPartnerServices } from '../../../db/schema/application-partner-services.ts';
import { organizations, userOrganizations } from '../../../db/schema/organizations.ts';
import { mailApplicationApproved } from '../approval-mail.ts';
import { revokeHolderGrant, type HolderGrantFacts } from '../holder-grants.ts';
import { applyProposedOrganization, type ProposedOrganization } from './proposed-organization.ts';

/** A Partner Services application at the moment it becomes APPROVED. */
export interface ApprovedPartnerServicesApplication {
  id: number;
  /** Set once submitted (a new agency's organization is found or created then). */
  organizationId: number | null;
  submittedById: number | null;
  proposedOrganization: unknown;
  applicationYear: number;
}

/**
 * What approving a Partner Services application does besides its status, in the approving
 * transaction (the admin's status change): the application's proposal becomes the
 * organization's shared record (details and contacts), its submitter is granted the
 * organization (user_organizations, source APPLICATION: with an admin's assignment the only way
 * to an organization), the organization's first year in the program is set when it has none,
 * and the submitter is mailed the Application Approved template (nothing when the template is
 * inactive), through the outbox. Only a submitted application (with its organization) is ever
 * approved; one without does nothing here.
 */
export async function onPartnerServicesApproved(
  tx: Tx,
  app: ApprovedPartnerServicesApplication,
  mail: { publicUrl: string },
): Promise<void> {
  const organizationId = app.organizationId;
  if (organizationId === null) return;
  await applyProposedOrganization(
    tx,
    organizationId,
    (app.proposedOrganization as ProposedOrganization | null) ?? null,
  );
  if (app.submittedById !== null) {
    await tx
      .insert(userOrganizations)
      .values({ userId: app.submittedById, organizationId, source: 'APPLICATION' })
      .onConflictDoNothing();
  }
  await tx
    .update(organizations)
    .set({ firstYearApplied: app.applicationYear })
    .where(and(eq(organizations.id, organizationId), isNull(organizations.firstYearApplied)));
  const [organization] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  await mailApplicationApproved(tx, {
    submittedById: app.submittedById,
    holderName: organization?.name ?? '',
    programName: PROGRAMS_BY_KEY.partnerServices.name,
    term: { year: app.applicationYear },
    publicUrl: mail.publicUrl,
  });
}

/** Partner Services' grants (user_organizations) and applications, for the shared grant code. */
const PARTNER_SERVICES_GRANTS: HolderGrantFacts = {
  links: {
    table: userOrganizations,
    id: userOrganizations.id,
    userId: userOrganizations.userId,
    holderId: userOrganizations.organizationId,
    source: userOrganizations.source,
  },
  applications: {
    table: applicationPartnerServices,
    id: applicationPartnerServices.id,
    holderId: applicationPartnerServices.organizationId,
    submittedById: applicationPartnerServices.submittedById,
    status: applicationPartnerServices.status,
    deletedAt: applicationPartnerServices.deletedAt,
  },
  audit: { action: 'REVOKE_ORGANIZATION_GRANT', list: 'organizationIds' },
};

/**
 * The other half of onPartnerServicesApproved: when an application stops being approved (an
 * admin's status change or deletion, in the same transaction, after the application's row is
 * written) its submitter's APPLICATION grant of the organization goes, unless another live
 * APPROVED Partner Services application of the same account and organization remains
 * (../holder-grants.ts; audited REVOKE_ORGANIZATION_GRANT on the user). An admin's grant is
 * never removed.
 */
export async function onPartnerServicesUnapproved(
  tx: Tx,
  actorId: number,
  app: { organizationId: number | null; submittedById: number | null; id?: number },
): Promise<void> {
  if (app.organizationId === null) return;
  await revokeHolderGrant(tx, actorId, PARTNER_SERVICES_GRANTS, {
    holderId: app.organizationId,
    submittedById: app.submittedById,
    id: app.id,
  });
}
