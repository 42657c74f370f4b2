import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { districts } from '../../db/schema/districts.ts';
import { schools, userSchools } from '../../db/schema/schools.ts';
import type {
  AdminEducatorUser,
  AuditEntry,
  UserOrganization,
  UserSchool,
  UserSite,
} from '../../graphql/generated/resolvers.ts';
import { USER_HOLDERS, holdersOfUsers } from './user-holders.ts';

/**
 * Educator accounts (deleted ones included) with their live schools, Kids Cafe sites and Partner
 * Services organizations, in four statements however many accounts there are: the accounts,
 * then every school link, site grant and organization grant of those accounts at once. Links to
 * archived schools (sites, organizations) stay in the database, hidden like the school, and come
 * back with it.
 */
export async function loadEducatorUsers(
  db: DbOrTx,
  educatorId?: number,
): Promise<AdminEducatorUser[]> {
  const which: SQL | undefined = and(
    eq(users.type, 'EDUCATOR'),
    educatorId === undefined ? undefined : eq(users.id, educatorId),
  );
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(which)
    .orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, asc(users.id));
  if (rows.length === 0) return [];
  const [links, sitesOf, organizationsOf] = await Promise.all([
    db
      .select({
        userId: userSchools.userId,
        schoolId: schools.id,
        name: schools.name,
        districtId: schools.districtId,
        districtName: districts.name,
      })
      .from(userSchools)
      .innerJoin(users, eq(users.id, userSchools.userId))
      .innerJoin(schools, eq(schools.id, userSchools.schoolId))
      .leftJoin(districts, eq(districts.id, schools.districtId))
      .where(and(which, isNull(schools.deletedAt)))
      .orderBy(asc(schools.name), asc(schools.id)),
    holdersOfUsers(db, USER_HOLDERS.site, which),
    holdersOfUsers(db, USER_HOLDERS.organization, which),
  ]);
  const schoolsOf = new Map<number, UserSchool[]>();
  for (const { userId, ...school } of links) {
    const list = schoolsOf.get(userId) ?? [];
    list.push({ id: String(school.schoolId), ...school });
    schoolsOf.set(userId, list);
  }
  return rows.map((row) =>
    toAdminEducatorUser(row, {
      schools: schoolsOf.get(row.id) ?? [],
      sites: sitesOf.get(row.id) ?? [],
      organizations: organizationsOf.get(row.id) ?? [],
    }),
  );
}

function toAdminEducatorUser(
  row: {
    id: number;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    createdAt: Date;
    updatedAt: Date;
    deletedAt: Date | null;
  },
  held: { schools: UserSchool[]; sites: UserSite[]; organizations: UserOrganization[] },
  history: AuditEntry[] = [],
): AdminEducatorUser {
  return {
    ...row,
    id: String(row.id),
    educatorId: row.id,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    ...held,
    history,
  };
}
