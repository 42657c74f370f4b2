import { eq, sql } from 'drizzle-orm';
import {
  PARTNER_SERVICES_CONTACTS,
  PARTNER_SERVICES_CONTACT_TYPES,
  type PartnerServicesApplication,
} from '@portal/domain/programs/partner-services';
import type { Tx } from '../../../db/client.ts';
import { organizationMembers, organizations } from '../../../db/schema/organizations.ts';
import { applyProposedMembers, type HolderMemberFacts } from '../holder-members.ts';
import type { OrganizationContact } from './contacts.ts';

/**
 * What a Partner Services application carries for its organization's shared records: the
 * organization's details and its two contacts as the form gives them. Kept on the application
 * (proposed_organization) and applied to the organization only in the transaction that approves
 * the application (approval.ts), as Kids Cafe's proposed site: a draft changes nothing anybody
 * else sees. A new agency's submission creates its organization from the profile (submit.ts).
 */
export interface ProposedOrganization {
  profile: {
    name: string | null;
    einNumber: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    county: string | null;
    state: string | null;
    zip: string | null;
    phone: string | null;
    website: string | null;
  };
  /** The contacts the form gives; a contact left wholly blank in a draft is left out. */
  members: (OrganizationContact & {
    type: (typeof PARTNER_SERVICES_CONTACT_TYPES)[keyof typeof PARTNER_SERVICES_CONTACT_TYPES];
  })[];
}

type OrganizationRow = typeof organizations.$inferSelect;

/** An organization's contacts table, as the shared approval code writes it. */
const ORGANIZATION_MEMBERS: HolderMemberFacts = {
  table: organizationMembers,
  id: organizationMembers.id,
  holderId: organizationMembers.organizationId,
  type: organizationMembers.type,
  email: organizationMembers.email,
  deletedAt: organizationMembers.deletedAt,
  holderKey: 'organizationId',
};

/** The proposal of a parsed form. */
export function proposedOrganizationOf(
  data: Pick<PartnerServicesApplication, 'organization'>,
): ProposedOrganization {
  const { organization: o } = data;
  const members: ProposedOrganization['members'] = [];
  for (const key of PARTNER_SERVICES_CONTACTS) {
    const contact = o[key];
    if (!contact || (!contact.firstName && !contact.lastName && !contact.phone && !contact.email)) {
      continue;
    }
    members.push({
      type: PARTNER_SERVICES_CONTACT_TYPES[key],
      firstName: contact.firstName ?? '',
      lastName: contact.lastName ?? '',
      title: contact.title ?? null,
      phone: contact.phone ?? null,
      email: contact.email ?? null,
    });
  }
  return {
    profile: {
      name: o.name ?? null,
      einNumber: o.einNumber ?? null,
      address1: o.address1 ?? null,
      address2: o.address2 ?? null,
      city: o.city ?? null,
      county: o.county ?? null,
      state: o.state ?? null,
      zip: o.zip ?? null,
      phone: o.phone ?? null,
      website: o.website ?? null,
    },
    members,
  };
}

/** The proposal that still stands in for the organization's record: none once approved. */
export function pendingOrganizationProposal(app: {
  status: string;
  proposedOrganization: unknown;
}): ProposedOrganization | null {
  return app.status === 'APPROVED'
    ? null
    : ((app.proposedOrganization as ProposedOrganization | null) ?? null);
}

/** The profile as it is written to an organization: a blank name or EIN keeps the record's. */
export function organizationValuesOf(
  profile: ProposedOrganization['profile'],
  organization?: Pick<OrganizationRow, 'name' | 'einNumber' | 'state'>,
) {
  const { name, einNumber, state, ...rest } = profile;
  return {
    ...rest,
    name: name || organization?.name || '',
    einNumber: einNumber ?? organization?.einNumber ?? null,
    state: state ?? organization?.state ?? 'TX',
  };
}

/**
 * Applies an approved application's proposal to the organization, in the approving transaction
 * (the organization row locked): its details (a blank name or EIN keeps the organization's), and
 * each contact to the live member of the same type (../holder-members.ts: the same email
 * updates it, another one replaces it).
 */
export async function applyProposedOrganization(
  tx: Tx,
  organizationId: number,
  proposal: ProposedOrganization | null,
): Promise<void> {
  if (!proposal) return;
  const [organization] = await tx
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  if (!organization) return;
  await tx
    .update(organizations)
    .set({ ...organizationValuesOf(proposal.profile, organization), lastEdited: sql`now()` })
    .where(eq(organizations.id, organizationId));
  if (proposal.members.length === 0) return;
  await applyProposedMembers(tx, ORGANIZATION_MEMBERS, organizationId, proposal.members);
  await tx
    .update(organizations)
    .set({ lastEditedMembers: sql`now()` })
    .where(eq(organizations.id, organizationId));
}
