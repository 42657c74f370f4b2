import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { organizations } from '../../../db/schema/organizations.ts';
import { recordAudit } from '../../audit/record.ts';
import { organizationValuesOf, type ProposedOrganization } from './proposed-organization.ts';

/** The audit log's entity of organizations. */
export const ORGANIZATIONS_ENTITY = 'organizations';

/**
 * Organizations are created one at a time (a transaction-scoped advisory lock), by a new
 * agency's submission here or by an admin, so that two creations with the same EIN cannot both
 * miss each other.
 */
export async function lockOrganizationCreation(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal:organizations:create'))`);
}

/**
 * The organization a new agency's application is submitted for: the live organization with the
 * proposal's EIN (the oldest, should there be several), else a new one made of the proposal's
 * details with Partner Services status PENDING, audited CREATE with the submitter as actor. Its
 * contacts are not written: they come with the approval (approval.ts), as every proposal's.
 * Grants nothing: the submitter reaches the organization once the application is approved.
 */
export async function organizationForNewAgency(
  tx: Tx,
  submitterId: number,
  proposal: ProposedOrganization,
): Promise<number> {
  await lockOrganizationCreation(tx);
  const ein = proposal.profile.einNumber;
  if (ein) {
    const [found] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.einNumber, ein), isNull(organizations.deletedAt)))
      .orderBy(asc(organizations.id))
      .limit(1);
    if (found) return found.id;
  }
  const values = {
    ...organizationValuesOf(proposal.profile),
    statusPartnerServices: 'PENDING',
    statusPartnerServicesUpdatedAt: sql`now()`,
    lastEdited: sql`now()`,
  };
  const [created] = await tx
    .insert(organizations)
    .values(values)
    .returning({ id: organizations.id });
  await recordAudit(tx, {
    actorId: submitterId,
    action: 'CREATE',
    entityType: ORGANIZATIONS_ENTITY,
    entityId: created!.id,
    after: { ...organizationValuesOf(proposal.profile), statusPartnerServices: 'PENDING' },
  });
  return created!.id;
}
