import { siteMembersSchema, type SiteMember } from '@portal/domain/programs/kids-cafe';
import type { Context } from '../../graphql/context.ts';
import { parseInput } from '../../graphql/errors.ts';
import type { AdminUpdateSiteMembersInput } from '../../graphql/generated/resolvers.ts';
import { updateHolderMembers } from '../admin-holders/holder-members.ts';
import { SITE_HOLDER } from './site-holder.ts';
import { adminSite } from './site-view.ts';

/**
 * The Contacts tab's save: the domain's siteMembersSchema (the primary and the secondary point
 * of contact, complete, emails different), then the site's members replaced in one
 * transaction, lastEditedSiteMembers moved and the change audited (admin-holders).
 */
export async function updateSiteMembers(ctx: Context, input: AdminUpdateSiteMembersInput) {
  const members = parseInput<SiteMember[]>(siteMembersSchema(), input.siteMembers);
  await updateHolderMembers(ctx, SITE_HOLDER, input.siteId, members);
  return adminSite(ctx.db, input.siteId);
}
