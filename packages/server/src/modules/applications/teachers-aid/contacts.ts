import { sameEmail } from '@portal/domain';
import {
  TEACHERS_AID_CONTACTS,
  TEACHERS_AID_CONTACT_TYPES,
  type TeachersAidContact,
  type TeachersAidContactKey,
} from '@portal/domain/programs/teachers-aid';
import type { DbOrTx } from '../../../db/client.ts';
import { programRoster, type RosterMember } from '../../schools/roster.ts';
import { proposedRoster, type ProposedSchool } from '../proposed-school.ts';

// The two contacts of a Teachers Aid application (site coordinator, principal) and the school's
// Teachers Aid roster, which holds exactly these two roles. The teachers are not on it: they
// belong to the application (teachers.ts).

/** A contact as the API shows it (TeachersAidContact). */
export interface ContactView {
  firstName: string;
  lastName: string;
  fullName: string;
  title: string | null;
  phone: string | null;
  email: string | null;
}

export type TeachersAidContacts = Record<TeachersAidContactKey, ContactView | null>;

export const NO_CONTACTS: TeachersAidContacts = { siteCoordinator: null, principal: null };

/** The school's live Teachers Aid roster. */
export function teachersAidRoster(db: DbOrTx, schoolId: number) {
  return programRoster(db, schoolId, 'TEACHERS_AID');
}

/**
 * The application's two contacts as roster members for its proposal (proposed_school.roster):
 * a contact left wholly blank in a draft is left out; a contact with the email of the school's
 * live holder of the same role keeps that member's id (the same person, updated at approval).
 */
export async function proposedMembers(
  db: DbOrTx,
  schoolId: number,
  data: Record<TeachersAidContactKey, TeachersAidContact>,
): Promise<RosterMember[]> {
  const live = await teachersAidRoster(db, schoolId);
  const members: RosterMember[] = [];
  for (const key of TEACHERS_AID_CONTACTS) {
    const contact = data[key];
    const type = TEACHERS_AID_CONTACT_TYPES[key];
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

type RosterLike = {
  type: string;
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string | null;
  email: string | null;
};

function view(member: RosterLike): ContactView {
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
export function contactsOf(roster: readonly RosterLike[]): TeachersAidContacts {
  const of = (key: TeachersAidContactKey) => {
    const member = roster.find((m) => m.type === TEACHERS_AID_CONTACT_TYPES[key]);
    return member ? view(member) : null;
  };
  return { siteCoordinator: of('siteCoordinator'), principal: of('principal') };
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
): Promise<TeachersAidContacts> {
  if (proposal?.roster?.program === 'TEACHERS_AID') return contactsOf(proposedRoster(proposal));
  if (!(await mayReadSchool())) return NO_CONTACTS;
  return contactsOf(await teachersAidRoster(db, schoolId));
}
