import { MESSAGES } from '@portal/domain';
import {
  adminOrganizationProfileSchema,
  organizationMembersSchema,
  type AdminOrganizationProfile,
  type OrganizationMember,
} from '@portal/domain/programs/partner-services';
import type { Context } from '../../graphql/context.ts';
import { fieldError, parseInput } from '../../graphql/errors.ts';
import type {
  AdminOrganizationProfileInput,
  AdminUpdateOrganizationMembersInput,
} from '../../graphql/generated/resolvers.ts';
import { updateHolderProfile } from '../admin-holders/holder-edits.ts';
import { updateHolderMembers } from '../admin-holders/holder-members.ts';
import { assertEinFree } from './organization-ein.ts';
import { ORGANIZATION_HOLDER } from './organization-holder.ts';
import { adminOrganization } from './organization-view.ts';

/**
 * The Organization Profile tab's save: the domain's adminOrganizationProfileSchema, then the
 * profile and lastEdited in one transaction, the changed fields audited (admin-holders). A new
 * EIN that another live organization has is refused (organization-ein.ts); an unchanged one is
 * not checked again.
 */
export async function updateOrganizationProfile(
  ctx: Context,
  input: AdminOrganizationProfileInput,
) {
  const { organizationId, ...fields } = input;
  if (organizationId == null) throw fieldError('organizationId', MESSAGES.required);
  const data = parseInput<AdminOrganizationProfile>(adminOrganizationProfileSchema(), fields);
  await updateHolderProfile(ctx, ORGANIZATION_HOLDER, organizationId, data, async (tx, row) => {
    const current = row as typeof row & { einNumber: string | null };
    if (current.einNumber !== data.einNumber) await assertEinFree(tx, data.einNumber, row.id);
  });
  return adminOrganization(ctx.db, organizationId);
}

/**
 * The Contacts tab's save: the domain's organizationMembersSchema (the primary and the secondary
 * point of contact, complete, emails different, at most 2), then the organization's members
 * replaced in one transaction, lastEditedMembers moved and the change audited (admin-holders).
 */
export async function updateOrganizationMembers(
  ctx: Context,
  input: AdminUpdateOrganizationMembersInput,
) {
  const members = parseInput<OrganizationMember[]>(organizationMembersSchema(), input.members);
  await updateHolderMembers(ctx, ORGANIZATION_HOLDER, input.organizationId, members);
  return adminOrganization(ctx.db, input.organizationId);
}
