import { MESSAGES } from '@portal/domain';
import type { PortalProgram } from '../../../lib/programs';
import { schoolLabel } from './holder-choices';
import type { HolderChoice } from './holder-choices';

/**
 * What an account holds, as the list and the profile read it (schools, Kids Cafe sites and
 * Partner Services organizations).
 */
export interface HeldBy {
  readonly schools: readonly { schoolId: number; name: string; districtName?: string | null }[];
  readonly sites: readonly { siteId: number; name: string }[];
  readonly organizations: readonly { organizationId: number; name: string }[];
}

/**
 * What the users screens of a program area assign accounts to (spec 3 §2 Users: "list of
 * assigned schools (or sites for Kids Cafe)"): its words, the form field of its ids, how an
 * account's own are named, and whether the list filters by it and the export adds districts.
 */
export interface UserHolder {
  readonly kind: 'school' | 'site' | 'organization';
  /** The ids in AdminUpdateEducatorUserInput (the other kinds' stay as they are). */
  readonly field: 'schoolIds' | 'siteIds' | 'organizationIds';
  /** 'School': the rows ('School 1'), Add School. */
  readonly noun: string;
  /** 'Schools': the fieldset's legend, the list and export column. */
  readonly plural: string;
  readonly placeholder: string;
  readonly loadError: string;
  /** The list's filter by one of them ('Site'), if the area has one. */
  readonly filterLabel: string | null;
  /** Whether the export adds the districts of the schools. */
  readonly exportsDistricts: boolean;
  /** The account's own, by name, as the picker labels them ('Name (District)' for schools). */
  readonly own: (user: HeldBy) => HolderChoice[];
  /** The account's own names, as the list, its search and the export show them. */
  readonly names: (user: HeldBy) => string[];
}

export const USER_HOLDERS: Readonly<Record<UserHolder['kind'], UserHolder>> = {
  school: {
    kind: 'school',
    field: 'schoolIds',
    noun: 'School',
    plural: 'Schools',
    placeholder: 'Type a school or district',
    loadError: MESSAGES.errorLoadingSchools,
    filterLabel: null,
    exportsDistricts: true,
    own: (user) => user.schools.map((s) => ({ id: s.schoolId, label: schoolLabel(s) })),
    names: (user) => user.schools.map((s) => s.name),
  },
  site: {
    kind: 'site',
    field: 'siteIds',
    noun: 'Site',
    plural: 'Sites',
    placeholder: 'Type a site',
    loadError: MESSAGES.errorLoadingSites,
    filterLabel: 'Site',
    exportsDistricts: false,
    own: (user) => user.sites.map((s) => ({ id: s.siteId, label: s.name })),
    names: (user) => user.sites.map((s) => s.name),
  },
  organization: {
    kind: 'organization',
    field: 'organizationIds',
    noun: 'Organization',
    plural: 'Organizations',
    placeholder: 'Type an organization',
    loadError: MESSAGES.errorLoadingOrganizations,
    filterLabel: 'Organization',
    exportsDistricts: false,
    own: (user) => user.organizations.map((o) => ({ id: o.organizationId, label: o.name })),
    names: (user) => user.organizations.map((o) => o.name),
  },
};

/**
 * A program area's users hold what its applicants are: sites (Kids Cafe), organizations
 * (Partner Services) or schools (the registry entry's `applicant`).
 */
export const userHolderOf = (program: PortalProgram): UserHolder => USER_HOLDERS[program.applicant];
