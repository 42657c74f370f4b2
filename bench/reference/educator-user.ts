import type { ReferenceRequest } from './session.ts';

/**
 * The web's start-up read (packages/web/src/lib/session.queries.ts CurrentUser, without the
 * enumerations): the user from the session statement, then links and every program's flags in
 * one statement.
 */
export const EDUCATOR_USER_QUERY = `query CurrentUser { educatorUser {
  id educatorId firstName lastName fullName email phone type
  applicationBackpackBuddyRequired applicationBackpackBuddyRequiredId
  applicationSchoolMarketRequired applicationSchoolMarketRequiredId
  applicationTeachersAidRequired applicationTeachersAidRequiredId
  applicationKidsCafeRequired applicationKidsCafeRequiredId
  applicationPartnerServicesRequired applicationPartnerServicesRequiredId
  schools { id schoolId name districtId districtName }
  sites { id siteId name }
  organizations { id organizationId name }
} }`;

/** [GraphQL name, application table, holder column, links table] in the query's order. */
const PROGRAMS = [
  ['BackpackBuddy', 'application_backpack_buddy', 'school_id', 'user_schools'],
  ['SchoolMarket', 'application_school_market', 'school_id', 'user_schools'],
  ['TeachersAid', 'application_teachers_aid', 'school_id', 'user_schools'],
  ['KidsCafe', 'application_kids_cafe', 'site_id', 'user_sites'],
  ['PartnerServices', 'application_partner_services', 'organization_id', 'user_organizations'],
] as const;

const flagColumns = PROGRAMS.map(
  ([name, table, holder, links]) => `
  exists (select 1 from ${table} a where a.deleted_at is null and a.status = 'APPROVED'
    and (a.submitted_by_id = $1 or a.${holder} in (select l.${holder} from ${links} l where l.user_id = $1)))
    as "${name}Approved",
  (select a.id from ${table} a where a.deleted_at is null and a.submitted_by_id = $1
    and a.status not in ('APPROVED', 'DENIED', 'WITHDRAWN') order by a.updated_at desc, a.id desc limit 1)
    as "${name}Open"`,
).join(',');

const LINKS_SQL = `select
  (select coalesce(json_agg(json_build_object('schoolId', s.id, 'name', s.name,
      'districtId', s.district_id, 'districtName', d.name) order by s.name), '[]')
    from user_schools us join schools s on s.id = us.school_id
    left join districts d on d.id = s.district_id
    where us.user_id = $1 and s.deleted_at is null) as schools,
  (select coalesce(json_agg(json_build_object('siteId', s.id, 'name', s.name) order by s.name), '[]')
    from user_sites us join sites s on s.id = us.site_id
    where us.user_id = $1 and s.deleted_at is null) as sites,
  (select coalesce(json_agg(json_build_object('organizationId', o.id, 'name', o.name) order by o.name), '[]')
    from user_organizations uo join organizations o on o.id = uo.organization_id
    where uo.user_id = $1 and o.deleted_at is null) as organizations,
  ${flagColumns}`;

type LinksRow = Record<string, unknown> & {
  schools: {
    schoolId: number;
    name: string;
    districtId: number | null;
    districtName: string | null;
  }[];
  sites: { siteId: number; name: string }[];
  organizations: { organizationId: number; name: string }[];
};

export async function educatorUser(request: ReferenceRequest) {
  const viewer = request.viewer!;
  const educator = viewer.type === 'EDUCATOR';
  const row: LinksRow | undefined = educator
    ? (await request.query<LinksRow>(LINKS_SQL, [viewer.userId], 'ref_educator_user'))[0]
    : undefined;
  const flags: Record<string, boolean | number | null> = {};
  for (const [name] of PROGRAMS) {
    const approved = row?.[`${name}Approved`] === true;
    const open = row?.[`${name}Open`];
    flags[`application${name}Required`] = educator ? !approved : false;
    flags[`application${name}RequiredId`] = approved || open == null ? null : Number(open);
  }
  return {
    educatorUser: {
      id: String(viewer.userId),
      educatorId: viewer.userId,
      firstName: viewer.firstName,
      lastName: viewer.lastName,
      fullName: `${viewer.firstName} ${viewer.lastName}`.trim(),
      email: viewer.email,
      phone: viewer.phone,
      type: viewer.type,
      ...flags,
      schools: (row?.schools ?? []).map((s) => ({
        id: String(s.schoolId),
        schoolId: s.schoolId,
        name: s.name,
        districtId: s.districtId,
        districtName: s.districtName,
      })),
      sites: (row?.sites ?? []).map((s) => ({
        id: String(s.siteId),
        siteId: s.siteId,
        name: s.name,
      })),
      organizations: (row?.organizations ?? []).map((o) => ({
        id: String(o.organizationId),
        organizationId: o.organizationId,
        name: o.name,
      })),
    },
  };
}
