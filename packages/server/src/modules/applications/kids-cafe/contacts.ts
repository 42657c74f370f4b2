import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  KIDS_CAFE_CONTACTS,
  KIDS_CAFE_CONTACT_TYPES,
  type KidsCafeContactKey,
} from '@portal/domain/programs/kids-cafe';
import type { DbOrTx } from '../../../db/client.ts';
import { siteMembers } from '../../../db/schema/sites.ts';

// The two contacts of a Kids Cafe site (primary and secondary point of contact): the site's
// live site_members, or the ones an application proposes, as the API shows them.

/** A contact as a site member row or a proposal holds it. */
export interface SiteContact {
  type: string;
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string | null;
  email: string | null;
  isSupervisor: boolean | null;
}

/** A contact as the API shows it (KidsCafeContact). */
export type SiteContactView = SiteContact & { fullName: string };

export type SiteContacts = Record<KidsCafeContactKey, SiteContactView | null>;

export const NO_SITE_CONTACTS: SiteContacts = {
  primaryPointOfContact: null,
  secondaryPointOfContact: null,
};

/** The site's live members (at most one of each type: site_members_single_role_key). */
export function liveSiteMembers(db: DbOrTx, siteId: number) {
  return db
    .select()
    .from(siteMembers)
    .where(and(eq(siteMembers.siteId, siteId), isNull(siteMembers.deletedAt)))
    .orderBy(asc(siteMembers.id));
}

/** The two contacts of a list of members (the site's or a proposal's), by type. */
export function siteContactsOf(members: readonly SiteContact[]): SiteContacts {
  const contacts = { ...NO_SITE_CONTACTS };
  for (const key of KIDS_CAFE_CONTACTS) {
    const member = members.find((m) => m.type === KIDS_CAFE_CONTACT_TYPES[key]);
    contacts[key] = member
      ? {
          type: member.type,
          firstName: member.firstName,
          lastName: member.lastName,
          fullName: `${member.firstName} ${member.lastName}`.trim(),
          title: member.title,
          phone: member.phone,
          email: member.email,
          isSupervisor: member.isSupervisor,
        }
      : null;
  }
  return contacts;
}
