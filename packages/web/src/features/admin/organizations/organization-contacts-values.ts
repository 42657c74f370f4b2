import { z } from 'zod';
import { enumValues } from '@portal/domain';
import { organizationMembersSchema } from '@portal/domain/programs/partner-services';
import type { OrganizationMember as DomainMember } from '@portal/domain/programs/partner-services';
import type { OrganizationMemberInput } from '../../../gql/graphql';
import { contactTextValues } from '../../../lib/contact-values';
import type { ContactTextValues } from '../../../lib/contact-values';
import type { OrganizationDetail } from './organization-detail-program';

/** An organization contact as the Contacts form holds it. */
export type OrganizationMemberValues = ContactTextValues & {
  organizationMemberId: number | null;
  type: string;
};

export type OrganizationContactsValues = { members: OrganizationMemberValues[] };

/** The two roles of an organization, in order: primary, then secondary point of contact. */
export const ORGANIZATION_MEMBER_TYPES = enumValues('organizationMemberTypes');

/** One row per role, filled from the organization's member of that role if any. */
export function organizationContactsValues(
  organization: OrganizationDetail,
): OrganizationContactsValues {
  return {
    members: ORGANIZATION_MEMBER_TYPES.map((type) => {
      const member = organization.members.find((m) => m.type === type);
      return {
        organizationMemberId: member?.organizationMemberId ?? null,
        type,
        ...contactTextValues(member),
      };
    }),
  };
}

/** The domain's organization Contacts rules, typed over the form's values. */
export function organizationContactsSchema() {
  return z.object({ members: organizationMembersSchema() }) as unknown as z.ZodType<
    { members: DomainMember[] },
    OrganizationContactsValues
  >;
}

/** A member of the schema's output as adminUpdateOrganizationMembers takes it. */
export function organizationMemberInput(member: DomainMember): OrganizationMemberInput {
  return {
    organizationMemberId: member.organizationMemberId ?? undefined,
    type: member.type,
    firstName: member.firstName,
    lastName: member.lastName,
    title: member.title,
    phone: member.phone,
    email: member.email,
  };
}
