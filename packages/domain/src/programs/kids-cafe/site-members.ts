import { z } from 'zod';
import { enumLabel, enumValues, type KidsCafeSiteMemberType } from '../../enums.ts';
import { MESSAGES } from '../../messages.ts';
import { optionalPhoneField, optionalString, phoneField, recordIdField } from '../../rules.ts';
import { fields, type SaveMode } from '../../applications/save-mode.ts';
import { sameEmail } from '../../applications/principal-signature.ts';

/** A site has two contacts: its primary and its secondary point of contact. */
export const SITE_MEMBERS_MAX = 2;

const SITE_MEMBER_TYPES = enumValues('kidsCafeSiteMemberTypes') as [
  KidsCafeSiteMemberType,
  ...KidsCafeSiteMemberType[],
];

/**
 * The fields of one Kids Cafe site contact (spec 2 §5, spec 3 §5): first name, last name, phone
 * (10 digits, formatted 123-456-7890), email and isSupervisor required, title optional. A draft
 * (the application's Save as Draft) keeps the formats and lets them stay blank.
 */
export function siteContactShape(mode: SaveMode) {
  const f = fields(mode);
  return {
    firstName: f.text(),
    lastName: f.text(),
    title: optionalString(),
    phone: mode === 'draft' ? optionalPhoneField() : phoneField(),
    email: f.email(),
    isSupervisor: f.yesNo(),
  };
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
 * emails different ignoring case (spec 2 §5). Ours, as the school programs' pairs: '{Role}
 * Required' for a missing role, '{Role} Already Exists' for a repeated one, on the list; 'Email
 * must be unique' on the second email. Issue paths are relative to the list.
 */
export function siteMembersSchema() {
  return z
    .array(siteMemberSchema(), { error: MESSAGES.required })
    .max(SITE_MEMBERS_MAX, MESSAGES.tooManyItems(SITE_MEMBERS_MAX, 'site members'))
    .superRefine((members, ctx) => {
      for (const type of SITE_MEMBER_TYPES) {
        const label = enumLabel('kidsCafeSiteMemberTypes', type);
        const count = members.filter((m) => m.type === type).length;
        if (count === 0) ctx.addIssue({ code: 'custom', path: [], message: `${label} Required` });
        if (count > 1) {
          ctx.addIssue({ code: 'custom', path: [], message: `${label} Already Exists` });
        }
      }
      const [first, second] = members;
      if (first && second && sameEmail(first.email, second.email)) {
        ctx.addIssue({ code: 'custom', path: [1, 'email'], message: MESSAGES.emailMustBeUnique });
      }
    });
}
