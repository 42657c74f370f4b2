import { adminSiteProfileSchema, type AdminSiteProfile } from '@portal/domain/programs/kids-cafe';
import type { Context } from '../../graphql/context.ts';
import { parseInput } from '../../graphql/errors.ts';
import type { AdminUpdateSiteProfileInput } from '../../graphql/generated/resolvers.ts';
import { updateHolderProfile } from '../admin-holders/holder-edits.ts';
import { SITE_HOLDER } from './site-holder.ts';
import { adminSite } from './site-view.ts';

/**
 * The Site Profile tab's save (spec 3 §5): the domain's adminSiteProfileSchema, then the site's
 * profile and lastEdited in one transaction, the changed fields audited (admin-holders).
 */
export async function updateSiteProfile(ctx: Context, input: AdminUpdateSiteProfileInput) {
  const { siteId, ...fields } = input;
  const data = parseInput<AdminSiteProfile>(adminSiteProfileSchema(), fields);
  await updateHolderProfile(ctx, SITE_HOLDER, siteId, data);
  return adminSite(ctx.db, siteId);
}
