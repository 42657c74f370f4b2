import type { Language } from '@portal/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { preparedSql, type DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import type { Viewer, ViewerUser } from '../../graphql/context.ts';
import { userError } from '../../graphql/errors.ts';
import { flagsOf, NO_APPLICATION_REQUIRED, requiredFlagColumns } from './required-flags.ts';

export async function findUser(db: DbOrTx, userId: number) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw userError('UNAUTHENTICATED');
  return user;
}

function person(user: {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  type: Viewer['type'];
  language: Language | null;
}) {
  return {
    id: String(user.id),
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    phone: user.phone,
    type: user.type,
    language: user.language,
  };
}

/**
 * The linked schools, sites and organizations (by name) and every program's flags, in one
 * prepared statement whatever the number of links.
 */
const linksAndFlags = preparedSql<LinksRow>(
  'educator_user_links',
  sql`select
    (select coalesce(json_agg(json_build_object('schoolId', s.id, 'name', s.name,
        'districtId', s.district_id, 'districtName', d.name) order by s.name), '[]')
      from user_schools us join schools s on s.id = us.school_id
      left join districts d on d.id = s.district_id
      where us.user_id = ${sql.placeholder('userId')} and s.deleted_at is null) as schools,
    (select coalesce(json_agg(json_build_object('siteId', s.id, 'name', s.name) order by s.name), '[]')
      from user_sites us join sites s on s.id = us.site_id
      where us.user_id = ${sql.placeholder('userId')} and s.deleted_at is null) as sites,
    (select coalesce(json_agg(json_build_object('organizationId', o.id, 'name', o.name) order by o.name), '[]')
      from user_organizations uo join organizations o on o.id = uo.organization_id
      where uo.user_id = ${sql.placeholder('userId')} and o.deleted_at is null) as organizations,
    ${requiredFlagColumns()}`,
);

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

type UserRow = Pick<
  Awaited<ReturnType<typeof findUser>>,
  'firstName' | 'lastName' | 'email' | 'phone' | 'type' | 'language' | 'createdAt' | 'updatedAt'
> & { id: number };

/**
 * The signed-in user with program flags and linked schools, sites and organizations. With the
 * viewer's row from the session statement (`known`), one statement; otherwise (after an edit)
 * the user is read first.
 */
export async function educatorUser(
  db: DbOrTx,
  userId: number,
  known?: { type: Viewer['type']; user?: ViewerUser },
) {
  const user: UserRow =
    known?.user !== undefined
      ? { id: userId, type: known.type, ...known.user }
      : await findUser(db, userId);
  const isEducator = user.type === 'EDUCATOR';
  const row = isEducator ? (await linksAndFlags(db, { userId }))[0] : undefined;
  return {
    ...person(user),
    educatorId: user.id,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    deletedAt: null,
    ...(row ? flagsOf(row) : NO_APPLICATION_REQUIRED),
    schools: (row?.schools ?? []).map((s) => ({ id: String(s.schoolId), ...s })),
    sites: (row?.sites ?? []).map((s) => ({ id: String(s.siteId), ...s })),
    organizations: (row?.organizations ?? []).map((o) => ({
      id: String(o.organizationId),
      ...o,
    })),
  };
}

export async function adminUser(db: DbOrTx, userId: number) {
  const user = await findUser(db, userId);
  return { ...person(user), adminId: user.id };
}
