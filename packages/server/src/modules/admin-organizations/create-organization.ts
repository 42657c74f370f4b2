import { sql } from 'drizzle-orm';
import {
  adminOrganizationProfileSchema,
  type AdminOrganizationProfile,
} from '@portal/domain/programs/partner-services';
import { organizations } from '../../db/schema/organizations.ts';
import type { Context } from '../../graphql/context.ts';
import { parseInput } from '../../graphql/errors.ts';
import type { AdminOrganizationProfileInput } from '../../graphql/generated/resolvers.ts';
import { ORGANIZATIONS_ENTITY } from '../applications/partner-services/new-agency.ts';
import { recordAudit } from '../audit/record.ts';
import { assertEinFree } from './organization-ein.ts';
import { adminOrganization } from './organization-view.ts';

/**
 * Adds a Partner Services organization (ours, docs/decisions.md "Admin Partner Services
 * organizations"): the domain's adminOrganizationProfileSchema, then, in one transaction, the
 * refusal of a live organization's EIN, the organization (its profile as lastEdited now, no
 * program status until an admin sets one) and its CREATE audit entry. Nothing is written on bad
 * input.
 */
export async function createOrganization(ctx: Context, input: AdminOrganizationProfileInput) {
  const { organizationId: _none, ...fields } = input;
  const data = parseInput<AdminOrganizationProfile>(adminOrganizationProfileSchema(), fields);
  const organizationId = await ctx.db.transaction(async (tx) => {
    await assertEinFree(tx, data.einNumber);
    const [created] = await tx
      .insert(organizations)
      .values({ ...data, lastEdited: sql`now()` })
      .returning({ id: organizations.id });
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: 'CREATE',
      entityType: ORGANIZATIONS_ENTITY,
      entityId: created!.id,
      after: { ...data },
    });
    return created!.id;
  });
  return adminOrganization(ctx.db, organizationId);
}
