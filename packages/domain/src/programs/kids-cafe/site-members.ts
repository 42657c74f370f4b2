import { z } from 'zod';
import { enumValues, type KidsCafeSiteMemberType } from '../../enums.ts';
import { MESSAGES } from '../../messages.ts';
import { recordIdField } from '../../rules.ts';
import { fields, type SaveMode } from '../../applications/save-mode.ts';
import { contactPairsRefinement, pointOfContactShape } from '../../applications/contact-pairs.ts';

/** A site has two contacts: its primary and its secondary point of contact. */
export const SITE_MEMBERS_MAX = 2;

const SITE_MEMBER_TYPES = enumValues('kidsCafeSiteMemberTypes') as [
  KidsCafeSiteMemberType,
  ...KidsCafeSiteMemberType[],
];

/**
 * The fields of one Kids Cafe site contact (spec 2 §5, spec 3 §5): a point of contact
 * (pointOfContactShape: first name, last name, phone, email required, title optional) and
 * isSupervisor required. A draft (the application's Save as Draft) keeps the formats and lets
 * them stay blank.
 */
export function siteContactShape(mode: SaveMode) {
  return { ...pointOfContactShape(mode), isSupervisor: fields(mode).yesNo() };
}

function memberObject() {
  return z.object(
    {
      siteMemberId: recordIdField().nullish(),
      type: z.enum(SITE_MEMBER_TYPES, { error: MESSAGES.required }),
      ...siteContactShape('submit'),
    },
    { error: MESSAGES.required },
  );
}

export type SiteMemberInput = z.input<ReturnType<typeof memberObject>>;

/** A site member as siteMemberSchema gives it back: trimmed, phone formatted, blanks as null. */
export interface SiteMember {
  siteMemberId?: number | null | undefined;
  type: KidsCafeSiteMemberType;
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string;
  email: string;
  isSupervisor: boolean;
}

/** One site member of the admin Contacts tab: a contact of one type, with its id when kept. */
export function siteMemberSchema() {
  // Typed by hand: the shape's rules are the submit ones, which never give a blank as null.
  return memberObject() as z.ZodType<SiteMember, SiteMemberInput>;
}

/**
 * The Contacts tab of a Kids Cafe site in the admin console (spec 3 §5): exactly one Primary
 * Point of Contact and one Secondary Point of Contact, each complete (siteMemberSchema), their
 * emails different ignoring case (spec 2 §5); the messages are contactPairsRefinement's.
 */
export function siteMembersSchema() {
  return z
    .array(siteMemberSchema(), { error: MESSAGES.required })
    .max(SITE_MEMBERS_MAX, MESSAGES.tooManyItems(SITE_MEMBERS_MAX, 'site members'))
    .superRefine(contactPairsRefinement('kidsCafeSiteMemberTypes'));
}
