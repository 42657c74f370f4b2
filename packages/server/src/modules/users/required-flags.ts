import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export interface RequiredFlags {
  applicationBackpackBuddyRequired: boolean;
  applicationBackpackBuddyRequiredId: number | null;
  applicationSchoolMarketRequired: boolean;
  applicationSchoolMarketRequiredId: number | null;
  applicationTeachersAidRequired: boolean;
  applicationTeachersAidRequiredId: number | null;
  applicationKidsCafeRequired: boolean;
  applicationKidsCafeRequiredId: number | null;
  applicationPartnerServicesRequired: boolean;
  applicationPartnerServicesRequiredId: number | null;
}

export const NO_APPLICATION_REQUIRED: RequiredFlags = {
  applicationBackpackBuddyRequired: false,
  applicationBackpackBuddyRequiredId: null,
  applicationSchoolMarketRequired: false,
  applicationSchoolMarketRequiredId: null,
  applicationTeachersAidRequired: false,
  applicationTeachersAidRequiredId: null,
  applicationKidsCafeRequired: false,
  applicationKidsCafeRequiredId: null,
  applicationPartnerServicesRequired: false,
  applicationPartnerServicesRequiredId: null,
};

const programs = [
  ['BackpackBuddy', 'application_backpack_buddy', 'school_id', 'user_schools'],
  ['SchoolMarket', 'application_school_market', 'school_id', 'user_schools'],
  ['TeachersAid', 'application_teachers_aid', 'school_id', 'user_schools'],
  ['KidsCafe', 'application_kids_cafe', 'site_id', 'user_sites'],
  ['PartnerServices', 'application_partner_services', 'organization_id', 'user_organizations'],
] as const;

/**
 * An educator's application is still required for a program while no APPROVED application
 * exists for a school, site or organization they are linked to (or that they submitted).
 * The required id is their own open application (started, pending, not approved), if any.
 * All five programs in one statement.
 */
export async function requiredFlags(db: DbOrTx, userId: number): Promise<RequiredFlags> {
  const columns = programs.map(
    ([name, table, holder, links]) => sql`
    exists (select 1 from ${sql.raw(table)} a where a.deleted_at is null and a.status = 'APPROVED'
      and (a.submitted_by_id = ${userId}
        or a.${sql.raw(holder)} in (select l.${sql.raw(holder)} from ${sql.raw(links)} l where l.user_id = ${userId})))
      as ${sql.raw(`"${name}Approved"`)},
    (select a.id from ${sql.raw(table)} a where a.deleted_at is null and a.submitted_by_id = ${userId}
      and a.status not in ('APPROVED', 'DENIED', 'WITHDRAWN') order by a.updated_at desc, a.id desc limit 1)
      as ${sql.raw(`"${name}Open"`)}`,
  );
  const result = await db.execute<Record<string, unknown>>(
    sql`select ${sql.join(columns, sql`, `)}`,
  );
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  const flags = { ...NO_APPLICATION_REQUIRED } as Record<string, boolean | number | null>;
  for (const [name] of programs) {
    const approved = row[`${name}Approved`] === true;
    const open = row[`${name}Open`];
    flags[`application${name}Required`] = !approved;
    flags[`application${name}RequiredId`] = approved || open == null ? null : Number(open);
  }
  return flags as unknown as RequiredFlags;
}
