import { z } from 'zod';
import { enumValues } from '@portal/domain';
import { siteMembersSchema } from '@portal/domain/programs/kids-cafe';
import type { SiteMember as DomainSiteMember } from '@portal/domain/programs/kids-cafe';
import type { SiteMemberInput } from '../../../gql/graphql';
import type { SiteDetail, SiteMember } from './site-detail-program';

/** A site contact as the Contacts form holds it. */
export type SiteMemberValues = {
  siteMemberId: number | null;
  type: string;
  firstName: string;
  lastName: string;
  title: string;
  phone: string;
  email: string;
  isSupervisor: boolean | null;
};

export type SiteContactsValues = { siteMembers: SiteMemberValues[] };

/** The two roles of a site, in order: primary, then secondary point of contact. */
export const SITE_MEMBER_TYPES = enumValues('kidsCafeSiteMemberTypes');

const text = (value: string | null | undefined) => value ?? '';

function memberValues(type: string, member: SiteMember | undefined): SiteMemberValues {
  return {
    siteMemberId: member?.siteMemberId ?? null,
    type,
    firstName: text(member?.firstName),
    lastName: text(member?.lastName),
    title: text(member?.title),
    phone: text(member?.phone),
    email: text(member?.email),
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
