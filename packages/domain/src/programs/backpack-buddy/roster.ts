import { z } from 'zod';
import { MESSAGES } from '../../messages.ts';
import {
  emailField,
  enumField,
  isRawStringValid,
  limitedList,
  optionalEmailField,
  optionalPhoneField,
  optionalString,
  phoneField,
  rawString,
  recordIdField,
  requiredString,
} from '../../rules.ts';

export type TeamMemberType = 'PRINCIPAL' | 'PRIMARY' | 'SECONDARY' | 'STAFF' | 'VOLUNTEER';

/** Roles that one person at most may hold on a school's Backpack Buddy team. */
export const SINGLE_HOLDER_TYPES = ['PRINCIPAL', 'PRIMARY', 'SECONDARY'] as const;
/** Roles that give no phone or email (any given are dropped). */
export const NO_CONTACT_TYPES = ['STAFF', 'VOLUNTEER'] as const;

const ALREADY_EXISTS: Record<(typeof SINGLE_HOLDER_TYPES)[number], string> = {
  PRINCIPAL: MESSAGES.principalAlreadyExists,
  PRIMARY: MESSAGES.primaryCoordinatorAlreadyExists,
  SECONDARY: MESSAGES.secondaryCoordinatorAlreadyExists,
};

const isNoContact = (type: string) => (NO_CONTACT_TYPES as readonly string[]).includes(type);

/**
 * A participant (the Edit Participant modal and each roster row): first name, last name and
 * type required, job title optional (none for the principal); phone and email required and
 * valid for principal and coordinators, dropped for staff and volunteers.
 */
export const teamMemberSchema = z
  .object({
    teamMemberId: recordIdField().nullish(),
    type: enumField('backpackBuddyTeamMemberTypes'),
    firstName: requiredString(),
    lastName: requiredString(),
    title: optionalString(),
    // Read by the type's rules below (or dropped): here only control characters and length.
    phone: rawString().nullish(),
    email: rawString().nullish(),
  })
  // Contact checks run as soon as the type is known, even while the names are still missing,
  // so the modal shows every message at once.
  .superRefine(
    (member, ctx) => {
      if (isNoContact(member.type)) return;
      const phone = phoneField().safeParse(member.phone ?? '');
      const email = emailField().safeParse(member.email ?? '');
      // A raw value already refused (control characters, length) has its message.
      if (!phone.success && isRawStringValid(member.phone ?? '')) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: phone.error.issues[0]!.message });
      }
      if (!email.success && isRawStringValid(member.email ?? '')) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: email.error.issues[0]!.message });
      }
    },
    { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'type') },
  )
  .transform((member) => {
    if (isNoContact(member.type)) {
      return { ...member, teamMemberId: member.teamMemberId ?? null, phone: null, email: null };
    }
    return {
      ...member,
      teamMemberId: member.teamMemberId ?? null,
      title: member.type === 'PRINCIPAL' ? null : member.title,
      phone: phoneField().parse(member.phone ?? ''),
      email: emailField().parse(member.email ?? ''),
    };
  });

export type TeamMemberInput = z.input<typeof teamMemberSchema>;
export type TeamMember = z.output<typeof teamMemberSchema>;

/** Whether the modal may give this type to the member at `index` (or a new member). */
export function memberTypeIssue(
  members: readonly { type: string }[],
  type: string,
  index: number | null,
): string | null {
  const holder = SINGLE_HOLDER_TYPES.find((t) => t === type);
  if (!holder) return null;
  const taken = members.some((m, i) => m.type === holder && i !== index);
  return taken ? ALREADY_EXISTS[holder] : null;
}

export interface RosterIssue {
  /** 'teamMembers' for the roster as a whole, or 'teamMembers.N.field' for one member. */
  path: (string | number)[];
  message: string;
}

/**
 * The rules of the whole roster: a principal and a primary coordinator must exist (not for a
 * draft), at most one each of principal, primary and secondary, and the emails of principal,
 * primary and secondary differ (case-insensitive).
 */
export function rosterIssues(
  members: readonly { type: string; email?: string | null }[],
  options: { requireLeads: boolean } = { requireLeads: true },
): RosterIssue[] {
  const issues: RosterIssue[] = [];
  const count = (type: string) => members.filter((m) => m.type === type).length;
  if (options.requireLeads && count('PRINCIPAL') === 0) {
    issues.push({ path: ['teamMembers'], message: MESSAGES.principalRequired });
  }
  if (options.requireLeads && count('PRIMARY') === 0) {
    issues.push({ path: ['teamMembers'], message: MESSAGES.primaryCoordinatorRequired });
  }
  for (const type of SINGLE_HOLDER_TYPES) {
    if (count(type) > 1) issues.push({ path: ['teamMembers'], message: ALREADY_EXISTS[type] });
  }
  const seen = new Map<string, number>();
  members.forEach((member, index) => {
    if (isNoContact(member.type)) return;
    const email = member.email?.trim().toLowerCase();
    if (!email) return;
    if (seen.has(email)) {
      issues.push({ path: ['teamMembers', index, 'email'], message: MESSAGES.emailMustBeUnique });
    } else seen.set(email, index);
  });
  return issues;
}

/**
 * A whole roster: every member by the participant rules, then the roster rules (the leads are
 * required unless `requireLeads` is false, as for a draft). Issue paths are relative to the
 * list: 'N.field' for one member, '' for the roster as a whole.
 */
export function teamRosterSchema(options: { requireLeads: boolean } = { requireLeads: true }) {
  return limitedList('teamMembers', teamMemberSchema).superRefine((members, ctx) => {
    for (const issue of rosterIssues(members, options)) {
      ctx.addIssue({ code: 'custom', path: issue.path.slice(1), message: issue.message });
    }
  });
}

export function principalOf<T extends { type: string }>(members: readonly T[]): T | undefined {
  return members.find((m) => m.type === 'PRINCIPAL');
}

/** Optional contact fields in a form before a type is chosen. */
export const teamMemberDraftContact = { phone: optionalPhoneField(), email: optionalEmailField() };
