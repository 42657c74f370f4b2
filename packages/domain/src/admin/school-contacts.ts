import { z } from 'zod';
import { enumLabel, enumValues } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import {
  emailField,
  limitedList,
  optionalString,
  phoneField,
  recordIdField,
  requiredString,
} from '../rules.ts';
import { teamRosterSchema } from '../backpack-buddy/roster.ts';

/** The three programs whose applicants are schools. */
export const SCHOOL_PROGRAMS = ['BACKPACK_BUDDY', 'SCHOOL_MARKET', 'TEACHERS_AID'] as const;
export type SchoolProgram = (typeof SCHOOL_PROGRAMS)[number];

const TYPE_ENUM = {
  BACKPACK_BUDDY: 'backpackBuddyTeamMemberTypes',
  SCHOOL_MARKET: 'schoolMarketTeamMemberTypes',
  TEACHERS_AID: 'teachersAidTeamMemberTypes',
} as const;

/** The team-member types a school program's Contacts tab offers (spec 3 §3). */
export function contactTypesOf(program: SchoolProgram): readonly string[] {
  return enumValues(TYPE_ENUM[program]);
}

/**
 * School Market and Teachers Aid contacts: each of the program's two roles held by exactly one
 * person with first name, last name, phone and email (title optional), and the two emails
 * different (case-insensitive). Ours: '{Role} Required' for a missing role, '{Role} Already
 * Exists' for a repeated one (the spec gives the rule, and these words for the principal).
 */
function pairedContactsSchema(program: 'SCHOOL_MARKET' | 'TEACHERS_AID') {
  const types = contactTypesOf(program) as [string, ...string[]];
  const member = z.object({
    teamMemberId: recordIdField().nullish(),
    type: z.enum(types, { error: MESSAGES.required }),
    firstName: requiredString(),
    lastName: requiredString(),
    title: optionalString(),
    phone: phoneField(),
    email: emailField(),
  });
  return limitedList('teamMembers', member).superRefine((members, ctx) => {
    for (const type of types) {
      const label = enumLabel(TYPE_ENUM[program], type);
      const count = members.filter((m) => m.type === type).length;
      if (count === 0) ctx.addIssue({ code: 'custom', path: [], message: `${label} Required` });
      if (count > 1) {
        ctx.addIssue({ code: 'custom', path: [], message: `${label} Already Exists` });
      }
    }
    const seen = new Set<string>();
    members.forEach((m, index) => {
      const email = m.email.toLowerCase();
      if (seen.has(email)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'email'],
          message: MESSAGES.emailMustBeUnique,
        });
      }
      seen.add(email);
    });
  });
}

/**
 * The Contacts tab of a school in the admin console: Backpack Buddy uses the roster rules of its
 * application; School Market and Teachers Aid their two roles. Issue paths are relative to the list.
 */
export function adminSchoolContactsSchema(program: SchoolProgram) {
  return program === 'BACKPACK_BUDDY' ? teamRosterSchema() : pairedContactsSchema(program);
}
