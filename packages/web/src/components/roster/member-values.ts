import type { TeamMember } from '@portal/domain/programs/backpack-buddy';
import type { TeamMemberInput } from '../../gql/graphql';

/** A participant as a roster form holds it (the Edit Participant dialog's fields). */
export type MemberValues = {
  teamMemberId: number | null;
  type: string;
  firstName: string;
  lastName: string;
  title: string;
  phone: string;
  email: string;
};

export const BLANK_MEMBER: MemberValues = {
  teamMemberId: null,
  type: '',
  firstName: '',
  lastName: '',
  title: '',
  phone: '',
  email: '',
};

const text = (value: string | null | undefined) => value ?? '';

/** A member as the API gives it (or the participant schema's output), as the form holds it. */
export function memberValues(member: {
  teamMemberId?: number | null;
  type: string;
  firstName: string;
  lastName: string;
  title?: string | null;
  phone?: string | null;
  email?: string | null;
}): MemberValues {
  return {
    teamMemberId: member.teamMemberId ?? null,
    type: member.type,
    firstName: member.firstName,
    lastName: member.lastName,
    title: text(member.title),
    phone: text(member.phone),
    email: text(member.email),
  };
}

/** A member of the domain's roster schema output, as a mutation takes it. */
export function memberInput(member: TeamMember): TeamMemberInput {
  return {
    teamMemberId: member.teamMemberId ?? undefined,
    type: member.type,
    firstName: member.firstName,
    lastName: member.lastName,
    title: member.title,
    phone: member.phone,
    email: member.email,
  };
}
