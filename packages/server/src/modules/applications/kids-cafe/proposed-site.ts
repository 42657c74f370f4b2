import { eq, sql } from 'drizzle-orm';
import {
  KIDS_CAFE_CONTACTS,
  KIDS_CAFE_CONTACT_TYPES,
  type KidsCafeApplication,
} from '@portal/domain/programs/kids-cafe';
import type { Tx } from '../../../db/client.ts';
import { siteMembers, sites } from '../../../db/schema/sites.ts';
import { applyProposedMembers, type HolderMemberFacts } from '../holder-members.ts';
import type { SiteContact } from './contacts.ts';

/**
 * What a Kids Cafe application carries for its site's shared records: the site's profile and
 * its two contacts as the form gives them. Kept on the application (proposed_site) and applied
 * to the site only in the transaction that approves the application (approval.ts), as
 * proposed-school.ts does for schools: a draft changes nothing anybody else sees.
 */
export interface ProposedSite {
  profile: {
    name: string | null;
    /** The application's siteType (kidsCafeSiteTypes): the site's type. */
    type: string | null;
    address1: string | null;
    address2: string | null;
    crossStreet: string | null;
    city: string | null;
    county: string | null;
    state: string | null;
    zip: string | null;
    closestSchool: string | null;
  };
  /** The contacts the form gives; a contact left wholly blank in a draft is left out. */
  members: (SiteContact & {
    type: (typeof KIDS_CAFE_CONTACT_TYPES)[keyof typeof KIDS_CAFE_CONTACT_TYPES];
  })[];
}

type SiteRow = typeof sites.$inferSelect;

/** A site's contacts table, as the shared approval code writes it. */
const SITE_MEMBERS: HolderMemberFacts = {
  table: siteMembers,
  id: siteMembers.id,
  holderId: siteMembers.siteId,
  type: siteMembers.type,
  email: siteMembers.email,
  deletedAt: siteMembers.deletedAt,
  holderKey: 'siteId',
};

/** The proposal of a parsed form. */
export function proposedSiteOf(data: Pick<KidsCafeApplication, 'site' | 'siteType'>): ProposedSite {
  const { site } = data;
  const members: ProposedSite['members'] = [];
  for (const key of KIDS_CAFE_CONTACTS) {
    const contact = site[key];
    if (!contact || (!contact.firstName && !contact.lastName && !contact.phone && !contact.email)) {
      continue;
    }
    members.push({
      type: KIDS_CAFE_CONTACT_TYPES[key],
      firstName: contact.firstName ?? '',
      lastName: contact.lastName ?? '',
      title: contact.title ?? null,
      phone: contact.phone ?? null,
      email: contact.email ?? null,
      isSupervisor: contact.isSupervisor ?? null,
    });
  }
  return {
    profile: {
      name: site.name ?? null,
      type: data.siteType ?? null,
      address1: site.address1 ?? null,
      address2: site.address2 ?? null,
      crossStreet: site.crossStreet ?? null,
      city: site.city ?? null,
      county: site.county ?? null,
      state: site.state ?? null,
      zip: site.zip ?? null,
      closestSchool: site.closestSchool ?? null,
    },
    members,
  };
}

/** The proposal that still stands in for the site's record: none once approved. */
export function pendingSiteProposal(app: {
  status: string;
  proposedSite: unknown;
}): ProposedSite | null {
  return app.status === 'APPROVED' ? null : ((app.proposedSite as ProposedSite | null) ?? null);
}

/** The site's row as the application shows it while its proposal stands. */
export function withProposedSite(site: SiteRow, proposal: ProposedSite | null): SiteRow {
  if (!proposal) return site;
  const { name, type, state, ...rest } = proposal.profile;
  return {
    ...site,
    ...rest,
    name: name || site.name,
    type: type ?? site.type,
    state: state ?? site.state,
  };
}

/**
 * Applies an approved application's proposal to the site, in the approving transaction (the
 * site row locked): its profile (a blank name or type keeps the site's), and each contact to
 * the site's live member of the same type — updated when it has the same email (the same
 * person), else that member is archived and the contact added.
 */
export async function applyProposedSite(
  tx: Tx,
  siteId: number,
  proposal: ProposedSite | null,
): Promise<void> {
  if (!proposal) return;
  const [site] = await tx.select().from(sites).where(eq(sites.id, siteId)).for('update');
  if (!site) return;
  const { name, type, state, ...rest } = proposal.profile;
  await tx
    .update(sites)
    .set({
      ...rest,
      name: name || site.name,
      type: type ?? site.type,
      state: state ?? 'TX',
      lastEdited: sql`now()`,
    })
    .where(eq(sites.id, siteId));
  if (proposal.members.length === 0) return;
  await applyProposedMembers(
    tx,
    SITE_MEMBERS,
    siteId,
    proposal.members.map((member) => ({ ...member, isSupervisor: member.isSupervisor ?? false })),
  );
  await tx
    .update(sites)
    .set({ lastEditedSiteMembers: sql`now()` })
    .where(eq(sites.id, siteId));
}
