import { and, isNull, sql, type Column } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { adminSiteProfileSchema, type AdminSiteProfile } from '@portal/domain/programs/kids-cafe';
import type { Tx } from '../../db/client.ts';
import { sites } from '../../db/schema/sites.ts';
import type { Context } from '../../graphql/context.ts';
import { fieldError, parseInput } from '../../graphql/errors.ts';
import type { AdminCreateSiteInput } from '../../graphql/generated/resolvers.ts';
import { recordAudit } from '../audit/record.ts';
import { SITES_ENTITY, adminSite } from './site-view.ts';

/** Same text, ignoring case and the spaces around it. */
const sameText = (column: Column, value: string) => sql`lower(btrim(${column})) = lower(${value})`;

/**
 * Whether a live site already has the profile's name and address 1 (ignoring case) and zip.
 * Creations take turns (a transaction-scoped advisory lock) so that two admins adding the same
 * site at once cannot both pass this check.
 */
async function liveTwinExists(tx: Tx, data: AdminSiteProfile): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal:sites:create'))`);
  const [twin] = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(
      and(
        isNull(sites.deletedAt),
        sameText(sites.name, data.name),
        sameText(sites.address1, data.address1),
        sql`btrim(${sites.zip}) = ${data.zip}`,
      ),
    )
    .limit(1);
  return twin !== undefined;
}

/**
 * Adds a Kids Cafe site (ours, docs/decisions.md "Adding Kids Cafe sites"): the domain's
 * adminSiteProfileSchema, then, in one transaction, the refusal of a live site's twin, the site
 * (its profile as lastEdited now) and its CREATE audit entry. Nothing is written on bad input.
 */
export async function createSite(ctx: Context, input: AdminCreateSiteInput) {
  const data = parseInput<AdminSiteProfile>(adminSiteProfileSchema(), input);
  const siteId = await ctx.db.transaction(async (tx) => {
    if (await liveTwinExists(tx, data)) throw fieldError('name', MESSAGES.siteAlreadyExists);
    const [created] = await tx
      .insert(sites)
      .values({ ...data, lastEdited: sql`now()` })
      .returning({ id: sites.id });
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: 'CREATE',
      entityType: SITES_ENTITY,
      entityId: created!.id,
      after: { ...data },
    });
    return created!.id;
  });
  return adminSite(ctx.db, siteId);
}
