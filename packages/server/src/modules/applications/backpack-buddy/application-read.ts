import { and, eq, isNull, sql } from 'drizzle-orm';
import { continuationYear } from '@portal/domain';
import { perDatabase, type DbOrTx } from '../../../db/client.ts';
import { applicationBackpackBuddy as a } from '../../../db/schema/application-backpack-buddy.ts';
import { users } from '../../../db/schema/auth.ts';
import { districts } from '../../../db/schema/districts.ts';
import { schools, schoolTeamMembers, userSchools } from '../../../db/schema/schools.ts';
import { programTerms } from '../../../db/schema/terms.ts';
import type { Viewer } from '../../../graphql/context.ts';
import { userError } from '../../../graphql/errors.ts';

interface RosterJson {
  teamMemberId: number;
  type: string;
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string | null;
  email: string | null;
}

const previous = sql.raw('p');

/**
 * Everything the application page shows, in one prepared statement (its SQL text built once):
 * the application, its school and district, its term, its starter, whether the caller is
 * linked to the school, the school's Backpack Buddy roster and, for a continuation not yet
 * submitted, the previous year's approval (its agreement date).
 */
const applicationRead = perDatabase((db) =>
  db
    .select({
      app: a,
      school: schools,
      districtName: districts.name,
      term: programTerms,
      submitterFirstName: users.firstName,
      submitterLastName: users.lastName,
      submitterEmail: users.email,
      linked: sql<boolean>`exists (select 1 from ${userSchools} l
        where l.user_id = ${sql.placeholder('userId')} and l.school_id = ${a.schoolId})`,
      roster: sql<RosterJson[]>`(select coalesce(json_agg(json_build_object(
          'teamMemberId', m.id, 'type', m.type, 'firstName', m.first_name, 'lastName', m.last_name,
          'title', m.title, 'phone', m.phone, 'email', m.email) order by m.id), '[]')
        from ${schoolTeamMembers} m where m.school_id = ${a.schoolId}
          and m.program = 'BACKPACK_BUDDY' and m.deleted_at is null)`,
      previousSubmittedAt: sql`case when ${a.isContinuation} and ${a.submittedAt} is null then
        (select ${previous}.submitted_at from ${a} ${previous}
          where ${previous}.school_id = ${a.schoolId} and ${previous}.status = 'APPROVED'
            and ${previous}.is_continuation = false and ${previous}.deleted_at is null
            and ${previous}.submitted_at >= ${sql.placeholder('yearStart')}::timestamptz
            and ${previous}.submitted_at < ${sql.placeholder('yearEnd')}::timestamptz
          order by ${previous}.submitted_at desc limit 1) end`.mapWith(a.submittedAt),
    })
    .from(a)
    .innerJoin(schools, eq(schools.id, a.schoolId))
    .leftJoin(districts, eq(districts.id, schools.districtId))
    .innerJoin(programTerms, eq(programTerms.id, a.termId))
    .leftJoin(users, eq(users.id, a.submittedById))
    .where(and(eq(a.id, sql.placeholder('id')), isNull(a.deletedAt)))
    .limit(1)
    .prepare('backpack_buddy_application_read'),
);

export type ApplicationRead = NonNullable<
  Awaited<ReturnType<ReturnType<typeof applicationRead>['execute']>>[number]
>;

/**
 * The application if the caller may see it (as access.ts findApplicationFor: an admin any, an
 * educator the applications of their schools and the ones they started; otherwise NOT_FOUND),
 * with all it shows: one statement.
 */
export async function readApplicationFor(
  db: DbOrTx,
  viewer: Viewer,
  id: number,
  now: Date,
): Promise<ApplicationRead> {
  const year = continuationYear(now);
  const [row] = await applicationRead(db).execute({
    id,
    userId: viewer.userId,
    yearStart: `${year}-01-01T00:00:00Z`,
    yearEnd: `${year + 1}-01-01T00:00:00Z`,
  });
  const visible =
    row && (viewer.type === 'ADMIN' || row.app.submittedById === viewer.userId || row.linked);
  if (!visible) throw userError('NOT_FOUND');
  return row;
}
