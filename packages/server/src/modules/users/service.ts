import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { districts } from '../../db/schema/districts.ts';
import { organizations, userOrganizations } from '../../db/schema/organizations.ts';
import { schools, userSchools } from '../../db/schema/schools.ts';
import { sites, userSites } from '../../db/schema/sites.ts';
import { userError } from '../../graphql/errors.ts';
import { NO_APPLICATION_REQUIRED, requiredFlags } from './required-flags.ts';

export async function findUser(db: DbOrTx, userId: number) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw userError('UNAUTHENTICATED');
  return user;
}

function person(user: Awaited<ReturnType<typeof findUser>>) {
  return {
    id: String(user.id),
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    phone: user.phone,
    type: user.type,
  };
}

/** The signed-in user with program flags and linked schools, sites and organizations. */
export async function educatorUser(db: DbOrTx, userId: number) {
  const user = await findUser(db, userId);
  const isEducator = user.type === 'EDUCATOR';
  const [linkedSchools, linkedSites, linkedOrganizations, flags] = isEducator
    ? await Promise.all([
        db
          .select({
            schoolId: schools.id,
            name: schools.name,
            districtId: schools.districtId,
            districtName: districts.name,
          })
          .from(userSchools)
          .innerJoin(schools, eq(schools.id, userSchools.schoolId))
          .leftJoin(districts, eq(districts.id, schools.districtId))
          .where(and(eq(userSchools.userId, userId), isNull(schools.deletedAt)))
          .orderBy(asc(schools.name)),
        db
          .select({ siteId: sites.id, name: sites.name })
          .from(userSites)
          .innerJoin(sites, eq(sites.id, userSites.siteId))
          .where(and(eq(userSites.userId, userId), isNull(sites.deletedAt)))
          .orderBy(asc(sites.name)),
        db
          .select({ organizationId: organizations.id, name: organizations.name })
          .from(userOrganizations)
          .innerJoin(organizations, eq(organizations.id, userOrganizations.organizationId))
          .where(and(eq(userOrganizations.userId, userId), isNull(organizations.deletedAt)))
          .orderBy(asc(organizations.name)),
        requiredFlags(db, userId),
      ])
    : [[], [], [], NO_APPLICATION_REQUIRED];
  return {
    ...person(user),
    educatorId: user.id,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    deletedAt: user.deletedAt,
    ...flags,
    schools: linkedSchools.map((s) => ({ id: String(s.schoolId), ...s })),
    sites: linkedSites.map((s) => ({ id: String(s.siteId), ...s })),
    organizations: linkedOrganizations.map((o) => ({ id: String(o.organizationId), ...o })),
  };
}

export async function adminUser(db: DbOrTx, userId: number) {
  const user = await findUser(db, userId);
  return { ...person(user), adminId: user.id };
}
