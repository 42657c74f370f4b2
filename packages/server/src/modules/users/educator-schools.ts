import { sql } from 'drizzle-orm';
import { preparedSql, type DbOrTx } from '../../db/client.ts';
import type { Viewer } from '../../graphql/context.ts';

/** The most schools educatorSchools answers (an educator's grants are a handful; this bounds it). */
export const EDUCATOR_SCHOOLS_MAX = 500;

type SchoolRow = {
  schoolId: number;
  name: string;
  districtId: number | null;
  districtName: string | null;
};

/**
 * The live schools granted to the educator in user_schools — by an admin's assignment or by the
 * approval of their own application (the rule of schools/school-access.ts), by name, with their
 * district: one prepared statement.
 */
const grantedSchools = preparedSql<SchoolRow>(
  'educator_schools',
  sql`select s.id as "schoolId", s.name, s.district_id as "districtId", d.name as "districtName"
    from user_schools us join schools s on s.id = us.school_id
    left join districts d on d.id = s.district_id
    where us.user_id = ${sql.placeholder('userId')} and s.deleted_at is null
    order by s.name, s.id
    limit ${sql.raw(String(EDUCATOR_SCHOOLS_MAX))}`,
);

/**
 * educatorSchools (spec 1 §7): the signed-in educator's schools. An administrator has no grants
 * (they reach every school through allSchools), so the answer is empty without a statement, as
 * educatorUser's schools are.
 */
export async function educatorSchools(db: DbOrTx, viewer: Viewer) {
  if (viewer.type !== 'EDUCATOR') return [];
  const rows = await grantedSchools(db, { userId: viewer.userId });
  return rows.map((s) => ({ id: String(s.schoolId), ...s }));
}
