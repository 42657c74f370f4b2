import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  PARTNER_SERVICES_CONTACTS,
  PARTNER_SERVICES_CONTACT_TYPES,
  type PartnerServicesContactKey,
} from '@portal/domain/programs/partner-services';
import type { DbOrTx } from '../../../db/client.ts';
import { organizationMembers } from '../../../db/schema/organizations.ts';

// The two contacts of a Partner Services organization (primary and secondary point of
// contact): its live organization_members, or the ones an application proposes, as the API
// shows them (PartnerServicesContact).

/** A contact as an organization member row or a proposal holds it. */
export type OrganizationContact = {
  type: string | null;
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string | null;
  email: string | null;
};

/** A contact as the API shows it (PartnerServicesContact). */
export type OrganizationContactView = OrganizationContact & { type: string; fullName: string };

export type OrganizationContacts = Record<
  PartnerServicesContactKey,
  OrganizationContactView | null
>;

export const NO_ORGANIZATION_CONTACTS: OrganizationContacts = {
  primaryPointOfContact: null,
  secondaryPointOfContact: null,
};

/** The organization's live members (at most one of each type). */
export function liveOrganizationMembers(db: DbOrTx, organizationId: number) {
  return db
    .select()
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        isNull(organizationMembers.deletedAt),
      ),
    )
    .orderBy(asc(organizationMembers.id));
}

/** The two contacts of a list of members (the organization's or a proposal's), by type. */
export function organizationContactsOf(
  members: readonly OrganizationContact[],
): OrganizationContacts {
  const contacts = { ...NO_ORGANIZATION_CONTACTS };
  for (const key of PARTNER_SERVICES_CONTACTS) {
    const type = PARTNER_SERVICES_CONTACT_TYPES[key];
    const m = members.find((member) => member.type === type);
    contacts[key] = m
      ? {
          type,
          firstName: m.firstName,
          lastName: m.lastName,
          fullName: `${m.firstName} ${m.lastName}`.trim(),
          title: m.title,
          phone: m.phone,
          email: m.email,
        }
      : null;
  }
  return contacts;
}
