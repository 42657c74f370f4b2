import { asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { districts } from '../../db/schema/districts.ts';
import { schools } from '../../db/schema/schools.ts';

/** Every live school with its district, by name: what an admin may assign to an educator. */
export async function adminSchoolOptions(db: DbOrTx) {
  const rows = await db
    .select({
      schoolId: schools.id,
      name: schools.name,
      districtId: schools.districtId,
      districtName: districts.name,
    })
    .from(schools)
    .leftJoin(districts, eq(districts.id, schools.districtId))
    .where(isNull(schools.deletedAt))
    .orderBy(asc(schools.name), asc(schools.id));
  return rows.map((row) => ({ id: String(row.schoolId), ...row }));
}
