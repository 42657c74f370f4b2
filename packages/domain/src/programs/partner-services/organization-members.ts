import { z } from 'zod';
import { enumValues, type OrganizationMemberType } from '../../enums.ts';
import { MESSAGES } from '../../messages.ts';
import { recordIdField } from '../../rules.ts';
import { contactPairsRefinement, pointOfContactShape } from '../../applications/contact-pairs.ts';

/** An organization has two contacts: its primary and its secondary point of contact. */
export const ORGANIZATION_MEMBERS_MAX = 2;

const ORGANIZATION_MEMBER_TYPES = enumValues('organizationMemberTypes');

function memberObject() {
  return z.object(
    {
      organizationMemberId: recordIdField().nullish(),
      type: z.enum(ORGANIZATION_MEMBER_TYPES, { error: MESSAGES.required }),
      ...pointOfContactShape('submit'),
    },
    { error: MESSAGES.required },
  );
}

export type OrganizationMemberInput = z.input<ReturnType<typeof memberObject>>;

/** An organization member as organizationMemberSchema gives it back: trimmed, phone formatted. */
export interface OrganizationMember {
  organizationMemberId?: number | null | undefined;
  type: OrganizationMemberType;
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string;
  email: string;
}

/**
 * One contact of the admin Contacts tab of an organization: a point of contact
 * (pointOfContactShape: first name, last name, phone, email required, title optional) of one
 * type, with its id when kept.
 */
export function organizationMemberSchema() {
  // Typed by hand: the shape's rules are the submit ones, which never give a blank as null.
  return memberObject() as z.ZodType<OrganizationMember, OrganizationMemberInput>;
}

/**
 * The Contacts tab of a Partner Services organization in the admin console (as a Kids Cafe
 * site's): exactly one Primary Point of Contact and one Secondary Point of Contact, each complete,
 * their emails different ignoring case; the messages are contactPairsRefinement's ('{Role}
 * Required', '{Role} Already Exists' on the list, 'Email must be unique' on the second email).
 */
export function organizationMembersSchema() {
  return z
    .array(organizationMemberSchema(), { error: MESSAGES.required })
    .max(
      ORGANIZATION_MEMBERS_MAX,
      MESSAGES.tooManyItems(ORGANIZATION_MEMBERS_MAX, 'organization members'),
    )
    .superRefine(contactPairsRefinement('organizationMemberTypes'));
}
