import {
  and,
  eq,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatTermShort, returningFlag, type SchoolProgram } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { districts } from '../../db/schema/districts.ts';
import type { ApplicationStatus, TeamMemberType, TermType } from '../../db/schema/enums.ts';
import { schoolTeamMembers, schools } from '../../db/schema/schools.ts';
import { programTerms } from '../../db/schema/terms.ts';
import type { AdminSchoolListRow } from '../../graphql/generated/resolvers.ts';
import { programConfig, schoolColumn, type SchoolProgramConfig } from './programs.ts';

/**
 * Which schools a program's list shows: with a term, those with a live application in it
 * (archived schools too: the client filters them); without, those with any live application of
 * the program or a program status.
 */
function listedSchools(
  db: DbOrTx,
  config: SchoolProgramConfig,
  termId: number | null | undefined,
): SQL {
  const app = alias(config.table, 'listed_application');
  // IN over an uncorrelated subquery rather than EXISTS: under OR, PostgreSQL runs a correlated
  // EXISTS once per school, but hashes an IN list once.
  const applied = inArray(
    schools.id,
    db
      .select({ schoolId: app.schoolId })
      .from(app)
      .where(and(isNull(app.deletedAt), termId == null ? undefined : eq(app.termId, termId))),
  );
  if (termId != null) return applied;
  return or(applied, isNotNull(schoolColumn(config, 'status')))!;
}

/** An application as the statement gives it (JSON: dates as text). */
interface JsonApplication {
  applicationId: number;
  termId: number;
  termType: TermType;
  termYear: number;
  status: ApplicationStatus;
  submittedAt: string | null;
  createdAt: string;
  isContinuation: boolean;
  new: boolean | null;
  numTotalEnrollment: number | null;
  numReducedLunch: number | null;
  numFreeLunch: number | null;
  submittedByName: string | null;
}

/** A school as the statement gives it. */
interface JsonSchool {
  schoolId: number;
  name: string;
  type: string | null;
  districtId: number | null;
  districtName: string | null;
  address1: string | null;
  city: string | null;
  county: string | null;
  zip: string | null;
  programId: string | null;
  programStatus: string | null;
  deletedAt: string | null;
  principalName: string | null;
  principalEmail: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  applications: JsonApplication[];
}

const fullName = (m: { firstName: SQLWrapper; lastName: SQLWrapper }) =>
  sql`nullif(trim(coalesce(${m.firstName}, '') || ' ' || coalesce(${m.lastName}, '')), '')`;

/**
 * A program's school list in ONE statement whatever the number of schools: the listed schools
 * with their district, principal and main contact (at most one live holder of each role, by the
 * roster's unique index) and their live applications of the program with term and starter,
 * newest first. PostgreSQL builds the whole answer as one JSON text: on the embedded database
 * a single text value travels far faster than thousands of typed rows.
 */
function listStatement(
  db: DbOrTx,
  config: SchoolProgramConfig,
  termId: number | null | undefined,
): SQL {
  const listed = listedSchools(db, config, termId);
  const t = config.table;
  const principal = alias(schoolTeamMembers, 'principal');
  const contact = alias(schoolTeamMembers, 'contact');
  const holder = (m: typeof principal | typeof contact, type: TeamMemberType) =>
    and(
      eq(m.schoolId, schools.id),
      eq(m.program, config.program),
      eq(m.type, type),
      isNull(m.deletedAt),
    );
  // Every live application of the school: the Returning flag looks at all of them. Correlated
  // subqueries by primary or school index (the starter's name too), so the plan stays linear in
  // the number of schools and users even when the statistics are stale after a bulk load (a
  // grouped subquery joined to the schools then ran in minutes instead of milliseconds).
  const applications = sql`(
    select json_agg(json_build_object(
        'applicationId', ${t.id},
        'termId', ${t.termId},
        'termType', ${programTerms.type},
        'termYear', ${programTerms.year},
        'status', ${t.status},
        'submittedAt', ${t.submittedAt},
        'createdAt', ${t.createdAt},
        'isContinuation', ${t.isContinuation},
        'new', ${t.new},
        'numTotalEnrollment', ${t.numTotalEnrollment},
        'numReducedLunch', ${t.numReducedLunch},
        'numFreeLunch', ${t.numFreeLunch},
        'submittedByName',
          (select ${fullName(users)} from ${users} where ${users.id} = ${t.submittedById})
      ) order by ${programTerms.startDate} desc, ${t.createdAt} desc, ${t.id} desc)
    from ${t}
    inner join ${programTerms} on ${programTerms.id} = ${t.termId}
    where ${t.schoolId} = ${schools.id} and ${t.deletedAt} is null)`;
  return sql`
    select coalesce(json_agg(json_build_object(
      'schoolId', ${schools.id},
      'name', ${schools.name},
      'type', ${schools.type},
      'districtId', ${schools.districtId},
      'districtName', ${districts.name},
      'address1', ${schools.address1},
      'city', ${schools.city},
      'county', ${schools.county},
      'zip', ${schools.zip},
      'programId', ${schoolColumn(config, 'programId')},
      'programStatus', ${schoolColumn(config, 'status')},
      'deletedAt', ${schools.deletedAt},
      'principalName', ${fullName(principal)},
      'principalEmail', ${principal.email},
      'contactName', ${fullName(contact)},
      'contactEmail', ${contact.email},
      'contactPhone', ${contact.phone},
      'applications', coalesce(${applications}, '[]'::json)
    ) order by ${schools.name}, ${schools.id}), '[]'::json)::text as list
    from ${schools}
    left join ${districts} on ${districts.id} = ${schools.districtId}
    left join ${schoolTeamMembers} ${sql.identifier('principal')}
      on ${holder(principal, 'PRINCIPAL')}
    left join ${schoolTeamMembers} ${sql.identifier('contact')}
      on ${holder(contact, config.mainContactType)}
    where ${listed}`;
}

const date = (value: string | null) => (value === null ? null : new Date(value));

/** A program's admin school list (schoolsBackpackBuddy, …), in one SQL statement. */
export async function schoolList(
  db: DbOrTx,
  program: SchoolProgram,
  termId: number | null | undefined,
): Promise<AdminSchoolListRow[]> {
  const config = programConfig(program);
  const result = await db.execute(listStatement(db, config, termId));
  const [row] = (result as unknown as { rows: { list: string }[] }).rows;
  const list = JSON.parse(row?.list ?? '[]') as JsonSchool[];
  return list.map(({ applications: all, ...school }) => {
    const shown = termId == null ? all : all.filter((a) => a.termId === termId);
    return {
      ...school,
      id: `${program}:${school.schoolId}`,
      deletedAt: date(school.deletedAt),
      returning: returningFlag(all),
      applications: shown.map((a) => ({
        applicationId: a.applicationId,
        termId: a.termId,
        termFormattedShort: formatTermShort(a.termType, a.termYear),
        status: a.status,
        submittedAt: date(a.submittedAt),
        submittedByName: a.submittedByName,
        isContinuation: a.isContinuation,
        new: a.new,
        numTotalEnrollment: a.numTotalEnrollment,
        numReducedLunch: a.numReducedLunch,
        numFreeLunch: a.numFreeLunch,
      })),
    };
  });
}
