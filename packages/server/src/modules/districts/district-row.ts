import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { districts } from '../../db/schema/districts.ts';
import { schools } from '../../db/schema/schools.ts';
import type { AdminDistrict, AuditEntry } from '../../graphql/generated/resolvers.ts';

/**
 * Districts with their number of schools (archived ones too) in one statement, by name whatever
 * the letter case.
 */
export async function selectDistricts(db: DbOrTx, where?: SQL) {
  return db
    .select({
      id: districts.id,
      name: districts.name,
      updatedAt: districts.updatedAt,
      deletedAt: districts.deletedAt,
      schoolCount: count(schools.id),
    })
    .from(districts)
    .leftJoin(schools, eq(schools.districtId, districts.id))
    .where(where)
    .groupBy(districts.id)
    .orderBy(sql`lower(${districts.name})`, districts.id);
}

type DistrictRow = Awaited<ReturnType<typeof selectDistricts>>[number];

export function toAdminDistrict(
  row: DistrictRow,
  details: { schools: string[]; history: AuditEntry[] } = { schools: [], history: [] },
): AdminDistrict {
  return {
    id: String(row.id),
    districtId: row.id,
    name: row.name,
    updatedAt: row.updatedAt,
    deletedAt: row.deletedAt,
    schoolCount: row.schoolCount,
    ...details,
  };
}
