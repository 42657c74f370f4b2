import { z } from 'zod';
import { enumLabel, enumValues, type EnumName } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { isBuilt, programByEnum, type ContactsFacts, type SchoolProgram } from '../programs.ts';
import {
  emailField,
  limitedList,
  optionalString,
  phoneField,
  recordIdField,
  requiredString,
} from '../rules.ts';
import { teamRosterSchema } from '../programs/backpack-buddy/roster.ts';

/** A school program's contacts facts (its registry entry's `contacts`). */
export function schoolContactsOf(program: SchoolProgram): ContactsFacts {
  const contacts = programByEnum(program)?.contacts;
  if (!contacts || !isBuilt(contacts)) throw new Error(`${program} has no contacts rule`);
  return contacts;
}

/** The team-member types a school program's Contacts tab offers (spec 3 §3). */
export function contactTypesOf(program: SchoolProgram): readonly string[] {
  return enumValues(schoolContactsOf(program).types);
}

/**
 * School Market and Teachers Aid contacts: each of the program's two roles held by exactly one
 * person with first name, last name, phone and email (title optional), and the two emails
 * different (case-insensitive). Ours: '{Role} Required' for a missing role, '{Role} Already
 * Exists' for a repeated one (the spec gives the rule, and these words for the principal).
 */
function pairedContactsSchema(typeEnum: EnumName) {
  const types = enumValues(typeEnum) as [string, ...string[]];
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
      const label = enumLabel(typeEnum, type);
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
 * The Contacts tab of a school in the admin console, by the program's contacts rule: 'roster'
 * (Backpack Buddy) the roster rules of its application; 'pairs' (School Market, Teachers Aid)
 * their two roles. Issue paths are relative to the list.
 */
export function adminSchoolContactsSchema(program: SchoolProgram) {
  const contacts = schoolContactsOf(program);
  return contacts.rule === 'roster' ? teamRosterSchema() : pairedContactsSchema(contacts.types);
}
