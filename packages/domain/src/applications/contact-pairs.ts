/**
 * The contacts of a holder kept as a pair of roles, each held by one person with full details:
 * a Kids Cafe site's and a Partner Services organization's primary and secondary point of contact
 * (the registry's contacts rule 'pairs'). The details of one contact, the rule that the two
 * emails differ ignoring case, and the admin Contacts list's rule (each role exactly once).
 */
import type { z } from 'zod';
import { enumLabel, enumValues, type EnumName } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { optionalPhoneField, optionalString, phoneField } from '../rules.ts';
import { sameEmail } from './principal-signature.ts';
import { fields, type SaveMode } from './save-mode.ts';

/** The two contacts of a 'pairs' holder as its application names them. */
export const POINTS_OF_CONTACT = ['primaryPointOfContact', 'secondaryPointOfContact'] as const;
export type PointOfContactKey = (typeof POINTS_OF_CONTACT)[number];

/** The member type each contact is kept as (kidsCafeSiteMemberTypes, organizationMemberTypes). */
export const POINT_OF_CONTACT_TYPES = {
  primaryPointOfContact: 'PRIMARY_POINT_CONTACT',
  secondaryPointOfContact: 'SECONDARY_POINT_CONTACT',
} as const satisfies Record<PointOfContactKey, string>;

/**
 * One point of contact (spec 2 §5, spec 3 §5): first name, last name, phone (10 digits, output
 * 123-456-7890) and email required, title optional. A draft keeps the formats and lets them stay
 * blank.
 */
export function pointOfContactShape(mode: SaveMode) {
  const f = fields(mode);
  return {
    firstName: f.text(),
    lastName: f.text(),
    title: optionalString(),
    phone: mode === 'draft' ? optionalPhoneField() : phoneField(),
    email: f.email(),
  };
}

type Path = readonly PropertyKey[];

function valueAt(values: unknown, path: Path): unknown {
  let current = values;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

const startsWith = (path: Path, prefix: Path) =>
  prefix.length <= path.length && prefix.every((key, i) => path[i] === key);

/**
 * Adds to an object schema the rule that the contacts at `first` and `second` (paths of contact
 * objects) have different emails, ignoring case: 'Email must be unique' on the second email.
 * Checked in drafts too. Skipped while either contact, or an object holding it, has an issue of
 * its own (a missing contact would otherwise reach the rule).
 */
export function withDistinctContactEmails<T extends z.ZodType>(
  schema: T,
  first: Path,
  second: Path,
): T {
  return schema.superRefine(
    (values, ctx) => {
      const a = valueAt(values, [...first, 'email']);
      const b = valueAt(values, [...second, 'email']);
      if (typeof a === 'string' && typeof b === 'string' && a && b && sameEmail(a, b)) {
        ctx.addIssue({
          code: 'custom',
          path: [...second, 'email'],
          message: MESSAGES.emailMustBeUnique,
        });
      }
    },
    {
      when: (payload) =>
        !payload.issues.some((issue) => {
          const path = issue.path ?? [];
          return (
            path.length > 0 &&
            [first, second].some((c) => startsWith(c, path) || startsWith(path, c))
          );
        }),
    },
  ) as T;
}

/**
 * The admin Contacts list of a 'pairs' holder (spec 3 §5): every role of `types` exactly once
 * ('{Role} Required' for a missing one, '{Role} Already Exists' for a repeated one, on the list)
 * and the first two members' emails different ignoring case ('Email must be unique' on the
 * second's). Issue paths are relative to the list.
 */
export function contactPairsRefinement(types: EnumName) {
  const roles = enumValues(types);
  return (members: readonly { type: string; email: string }[], ctx: z.RefinementCtx) => {
    for (const type of roles) {
      const label = enumLabel(types, type);
      const count = members.filter((m) => m.type === type).length;
      if (count === 0) ctx.addIssue({ code: 'custom', path: [], message: `${label} Required` });
      if (count > 1) ctx.addIssue({ code: 'custom', path: [], message: `${label} Already Exists` });
    }
    const [a, b] = members;
    if (a && b && sameEmail(a.email, b.email)) {
      ctx.addIssue({ code: 'custom', path: [1, 'email'], message: MESSAGES.emailMustBeUnique });
    }
  };
}
