import { z } from 'zod';
import { enumValues } from '@portal/domain';
import { siteMembersSchema } from '@portal/domain/programs/kids-cafe';
import type { SiteMember as DomainSiteMember } from '@portal/domain/programs/kids-cafe';
import type { SiteMemberInput } from '../../../gql/graphql';
import { contactTextValues } from '../../../lib/contact-values';
import type { ContactTextValues } from '../../../lib/contact-values';
import type { SiteDetail, SiteMember } from './site-detail-program';

/** A site contact as the Contacts form holds it. */
export type SiteMemberValues = ContactTextValues & {
  siteMemberId: number | null;
  type: string;
  isSupervisor: boolean | null;
};

export type SiteContactsValues = { siteMembers: SiteMemberValues[] };

/** The two roles of a site, in order: primary, then secondary point of contact. */
export const SITE_MEMBER_TYPES = enumValues('kidsCafeSiteMemberTypes');

function memberValues(type: string, member: SiteMember | undefined): SiteMemberValues {
  return {
    siteMemberId: member?.siteMemberId ?? null,
    type,
    ...contactTextValues(member),
    isSupervisor: member?.isSupervisor ?? null,
  };
}

/** One row per role, filled from the site's member of that role if any. */
export function siteContactsValues(site: SiteDetail): SiteContactsValues {
  return {
    siteMembers: SITE_MEMBER_TYPES.map((type) =>
      memberValues(
        type,
        site.siteMembers.find((m) => m.type === type),
      ),
    ),
  };
}

/** The domain's Contacts rules (spec 3 §5), typed over the form's values. */
export function siteContactsSchema() {
  return z.object({ siteMembers: siteMembersSchema() }) as unknown as z.ZodType<
    { siteMembers: DomainSiteMember[] },
    SiteContactsValues
  >;
}

/** A member of the schema's output as adminUpdateSiteMembers takes it. */
export function siteMemberInput(member: DomainSiteMember): SiteMemberInput {
  return {
    siteMemberId: member.siteMemberId ?? undefined,
    type: member.type,
    firstName: member.firstName,
    lastName: member.lastName,
    title: member.title,
    phone: member.phone,
    email: member.email,
    isSupervisor: member.isSupervisor,
  };
}
