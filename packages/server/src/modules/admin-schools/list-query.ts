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
import type { Db, DbOrTx } from '../../db/client.ts';
import { SNAPSHOT, readThroughSnapshot } from '../../db/snapshot-cache.ts';
import { users } from '../../db/schema/auth.ts';
import { districts } from '../../db/schema/districts.ts';
import type { ApplicationStatus, TeamMemberType, TermType } from '../../db/schema/enums.ts';
import { schoolTeamMembers, schools } from '../../db/schema/schools.ts';
import { programTerms } from '../../db/schema/terms.ts';
import type { AdminSchoolListRow } from '../../graphql/generated/resolvers.ts';
import { programConfig, schoolColumn, type SchoolProgramConfig } from './programs.ts';

/**
 * The ids of the schools a program's list shows, as an uncorrelated subquery (PostgreSQL hashes
 * it once): with a term, those with a live application in it (archived schools too: the client
 * filters them); without, those with any live application of the program or a program status.
 */
function listedSchoolIds(
  db: DbOrTx,
  config: SchoolProgramConfig,
  termId: number | null | undefined,
) {
  const app = alias(config.table, 'listed_application');
  return db
    .select({ schoolId: app.schoolId })
    .from(app)
    .where(and(isNull(app.deletedAt), termId == null ? undefined : eq(app.termId, termId)));
}

function listedSchools(
  db: DbOrTx,
  config: SchoolProgramConfig,
  termId: number | null | undefined,
): SQL {
  const applied = inArray(schools.id, listedSchoolIds(db, config, termId));
  if (termId != null) return applied;
  return or(applied, isNotNull(schoolColumn(config, 'status')))!;
}

/**
 * An application as the statement gives it: a JSON array in this order (dates as text). Arrays
 * rather than objects halve the text PostgreSQL builds and Node parses.
 */
type JsonApplication = [
  schoolId: number,
  applicationId: number,
  termId: number,
  termType: TermType,
  termYear: number,
  status: ApplicationStatus,
  submittedAt: string | null,
  createdAt: string,
  isContinuation: boolean,
  isNew: boolean | null,
  numTotalEnrollment: number | null,
  numReducedLunch: number | null,
  numFreeLunch: number | null,
  submittedByName: string | null,
];

/** A school as the statement gives it: a JSON array in this order. */
type JsonSchool = [
  schoolId: number,
  name: string,
  type: string | null,
  districtId: number | null,
  districtName: string | null,
  address1: string | null,
  city: string | null,
  county: string | null,
  zip: string | null,
  programId: string | null,
  programStatus: string | null,
  deletedAt: string | null,
  principalName: string | null,
  principalEmail: string | null,
  contactName: string | null,
  contactEmail: string | null,
  contactPhone: string | null,
];

const fullName = (m: { firstName: SQLWrapper; lastName: SQLWrapper }) =>
  sql`nullif(trim(coalesce(${m.firstName}, '') || ' ' || coalesce(${m.lastName}, '')), '')`;

/**
 * A program's school list in ONE statement whatever the number of schools. It gives two JSON
 * texts: the listed schools with their district, principal and main contact (at most one live
 * holder of each role, by the roster's unique index), sorted by name; and every live
 * application of the program of those schools with its term and starter, newest first. Node
 * joins the two by school id. Neither part joins the schools to grouped applications or runs a
 * subquery per school: such plans cost a query per school (on the embedded database, half of
 * the answer's time) or, with stale planner statistics after a bulk load, minutes.
 */
export function listStatement(
  db: DbOrTx,
  config: SchoolProgramConfig,
  termId: number | null | undefined,
): SQL {
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
  // Every live application of a listed school (the Returning flag looks at all of them, whatever
  // the term). Without a term every live application's school is listed.
  const ofListed =
    termId == null ? undefined : inArray(t.schoolId, listedSchoolIds(db, config, termId));
  const applications = sql`(
    select coalesce(json_agg(json_build_array(
        ${t.schoolId}, ${t.id}, ${t.termId}, ${programTerms.type}, ${programTerms.year},
        ${t.status}, ${t.submittedAt}, ${t.createdAt}, ${t.isContinuation}, ${t.new},
        ${t.numTotalEnrollment}, ${t.numReducedLunch}, ${t.numFreeLunch}, ${fullName(users)}
      ) order by ${programTerms.startDate} desc, ${t.createdAt} desc, ${t.id} desc), '[]'::json)
    from ${t}
    inner join ${programTerms} on ${programTerms.id} = ${t.termId}
    left join ${users} on ${users.id} = ${t.submittedById}
    where ${and(isNull(t.deletedAt), ofListed)})::text`;
  const listed = sql`(
    select coalesce(json_agg(json_build_array(
      ${schools.id}, ${schools.name}, ${schools.type}, ${schools.districtId}, ${districts.name},
      ${schools.address1}, ${schools.city}, ${schools.county}, ${schools.zip},
      ${schoolColumn(config, 'programId')}, ${schoolColumn(config, 'status')}, ${schools.deletedAt},
      ${fullName(principal)}, ${principal.email},
      ${fullName(contact)}, ${contact.email}, ${contact.phone}
    ) order by ${schools.name}, ${schools.id}), '[]'::json)
    from ${schools}
    left join ${districts} on ${districts.id} = ${schools.districtId}
    left join ${schoolTeamMembers} ${sql.identifier('principal')}
      on ${holder(principal, 'PRINCIPAL')}
    left join ${schoolTeamMembers} ${sql.identifier('contact')}
      on ${holder(contact, config.mainContactType)}
    where ${listedSchools(db, config, termId)})::text`;
  return sql`select ${SNAPSHOT} as snapshot, ${listed} as schools, ${applications} as applications`;
}

const date = (value: string | null) => (value === null ? null : new Date(value));

/** An application of the list, with the dates as text. */
function application(row: JsonApplication) {
  const [, applicationId, termId, termType, termYear, status, submittedAt, createdAt] = row;
  const [, , , , , , , , isContinuation, isNew, total, reduced, free, submittedByName] = row;
  return {
    applicationId,
    termId,
    termType,
    termYear,
    status,
    submittedAt,
    createdAt,
    isContinuation,
    new: isNew,
    numTotalEnrollment: total,
    numReducedLunch: reduced,
    numFreeLunch: free,
    submittedByName,
  };
}

/** A school of the list with all its live applications (of every term). */
function school(row: JsonSchool, applications: ReturnType<typeof application>[]) {
  const [schoolId, name, type, districtId, districtName, address1, city, county, zip] = row;
  const [, , , , , , , , , programId, programStatus, deletedAt] = row;
  const [, , , , , , , , , , , , principalName, principalEmail] = row;
  const [, , , , , , , , , , , , , , contactName, contactEmail, contactPhone] = row;
  return {
    schoolId,
    name,
    type,
    districtId,
    districtName,
    address1,
    city,
    county,
    zip,
    programId,
    programStatus,
    deletedAt: date(deletedAt),
    principalName,
    principalEmail,
    contactName,
    contactEmail,
    contactPhone,
    applications,
  };
}

interface ListAnswer {
  snapshot: string;
  schools: string;
  applications: string;
}

/**
 * A program's admin school list (schoolsBackpackBuddy, …): one SQL statement, kept per program
 * and term while the database does not change (db/snapshot-cache.ts), so that staff opening the
 * list again, or several at once, cost one short statement each until somebody writes.
 */
export function schoolList(
  db: Db,
  program: SchoolProgram,
  termId: number | null | undefined,
): Promise<AdminSchoolListRow[]> {
  return readThroughSnapshot(db, `schools:${program}:${termId ?? 'all'}`, async () => {
    const result = await db.execute(listStatement(db, programConfig(program), termId));
    const [row] = (result as unknown as { rows: ListAnswer[] }).rows;
    if (!row) throw new Error('The school list statement gave no row');
    return { snapshot: row.snapshot, value: listRows(program, termId, row) };
  });
}

/** The list's rows from the statement's two JSON texts. */
function listRows(
  program: SchoolProgram,
  termId: number | null | undefined,
  row: ListAnswer,
): AdminSchoolListRow[] {
  const bySchool = new Map<number, ReturnType<typeof application>[]>();
  for (const json of JSON.parse(row.applications) as JsonApplication[]) {
    const list = bySchool.get(json[0]);
    if (list) list.push(application(json));
    else bySchool.set(json[0], [application(json)]);
  }
  return (JSON.parse(row.schools) as JsonSchool[]).map((json) => {
    const { applications: all, ...listed } = school(json, bySchool.get(json[0]) ?? []);
    const shown = termId == null ? all : all.filter((a) => a.termId === termId);
    return {
      ...listed,
      id: `${program}:${listed.schoolId}`,
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
