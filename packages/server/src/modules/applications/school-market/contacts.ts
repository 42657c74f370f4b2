import { sameEmail } from '@portal/domain';
import {
  SCHOOL_MARKET_CONTACTS,
  SCHOOL_MARKET_CONTACT_TYPES,
  type SchoolMarketApplication,
  type SchoolMarketContactKey,
} from '@portal/domain/programs/school-market';
import type { DbOrTx } from '../../../db/client.ts';
import { programRoster, type RosterMember } from '../../schools/roster.ts';
import { proposedRoster, type ProposedSchool } from '../proposed-school.ts';

// The two contacts of a School Market application (primary point of contact, principal) and
// the school's School Market roster, which holds exactly these two roles.

type ContactInput = SchoolMarketApplication[SchoolMarketContactKey];

/** A contact as the API shows it (SchoolMarketContact). */
export interface ContactView {
  firstName: string;
  lastName: string;
  fullName: string;
  title: string | null;
  phone: string | null;
  email: string | null;
}

export type SchoolMarketContacts = Record<SchoolMarketContactKey, ContactView | null>;

const NO_CONTACTS: SchoolMarketContacts = { primaryPointOfContact: null, principal: null };

/** The school's live School Market roster. */
export function schoolMarketRoster(db: DbOrTx, schoolId: number) {
  return programRoster(db, schoolId, 'SCHOOL_MARKET');
}

/**
 * The application's two contacts as roster members for its proposal (proposed_school.roster):
 * a contact left wholly blank in a draft is left out; a contact with the email of the school's
 * live holder of the same role keeps that member's id (the same person, updated at approval).
 */
export async function proposedMembers(
  db: DbOrTx,
  schoolId: number,
  data: Pick<SchoolMarketApplication, SchoolMarketContactKey>,
): Promise<RosterMember[]> {
  const live = await schoolMarketRoster(db, schoolId);
  const members: RosterMember[] = [];
  for (const key of SCHOOL_MARKET_CONTACTS) {
    const contact: ContactInput = data[key];
    const type = SCHOOL_MARKET_CONTACT_TYPES[key];
    if (!contact.firstName && !contact.lastName && !contact.phone && !contact.email) continue;
    const same = live.find((m) => m.type === type && sameEmail(m.email, contact.email));
    members.push({
      teamMemberId: same?.teamMemberId ?? null,
      type,
      firstName: contact.firstName ?? '',
      lastName: contact.lastName ?? '',
      title: contact.title ?? null,
      phone: contact.phone ?? null,
      email: contact.email ?? null,
    });
  }
  return members;
}

function view(member: {
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string | null;
  email: string | null;
}): ContactView {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    fullName: `${member.firstName} ${member.lastName}`.trim(),
    title: member.title,
    phone: member.phone,
    email: member.email,
  };
}

/** The two contacts of a roster (the school's or a proposal's), by role. */
export function contactsOf(
  roster: readonly {
    type: string;
    firstName: string;
    lastName: string;
    title: string | null;
    phone: string | null;
    email: string | null;
  }[],
): SchoolMarketContacts {
  const of = (key: SchoolMarketContactKey) => {
    const member = roster.find((m) => m.type === SCHOOL_MARKET_CONTACT_TYPES[key]);
    return member ? view(member) : null;
  };
  return { primaryPointOfContact: of('primaryPointOfContact'), principal: of('principal') };
}

/**
 * The contacts an application shows: the ones it proposes while its proposal stands (what its
 * educator typed, whoever reads it), else the school's own, only for the school's grantees and
 * admins (`mayReadSchool`).
 */
export async function applicationContacts(
  db: DbOrTx,
  schoolId: number,
  proposal: ProposedSchool | null,
  mayReadSchool: () => Promise<boolean>,
): Promise<SchoolMarketContacts> {
  if (proposal?.roster?.program === 'SCHOOL_MARKET') return contactsOf(proposedRoster(proposal));
  if (!(await mayReadSchool())) return NO_CONTACTS;
  return contactsOf(await schoolMarketRoster(db, schoolId));
}
