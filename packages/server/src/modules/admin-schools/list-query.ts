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
import type { ResolversParentTypes } from '../../graphql/generated/resolvers.ts';
import { latestExpirations, latestExpirationsSql } from '../food-safety/list-expirations.ts';
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

/** An application of the statement, by name (dates as text). */
interface JsonApplication {
  schoolId: number;
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

/** A school of the statement, by name (dates as text). */
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
  foodSafetyStatus: string | null;
  deletedAt: string | null;
  principalName: string | null;
  principalEmail: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
}

export type JsonFields<T> = { readonly [K in keyof T]-?: SQLWrapper | SQL };

/**
 * A row of the statement, named in one place. The statement sends it as a JSON array of the
 * fields in the order of `fields` (json_build_array: half the text of json_build_object for
 * PostgreSQL to build and Node to parse, see docs/decisions.md "Admin list rows"), and `decode`
 * turns such an array back into an object with the same names: nothing else reads a position.
 * Every field of T must be given (the type says so), and the names come from that one object.
 */
export function namedJsonRow<T>(fields: JsonFields<T>) {
  const names = Object.keys(fields) as (keyof T & string)[];
  return {
    sql: sql`json_build_array(${sql.join(
      names.map((name) => sql`${fields[name]}`),
      sql`, `,
    )})`,
    decode(values: readonly unknown[]): T {
      const row: Record<string, unknown> = {};
      names.forEach((name, index) => {
        row[name] = values[index];
      });
      return row as T;
    },
  };
}

const fullName = (m: { firstName: SQLWrapper; lastName: SQLWrapper }) =>
  sql`nullif(trim(coalesce(${m.firstName}, '') || ' ' || coalesce(${m.lastName}, '')), '')`;

/** The application and school rows of a program's list statement, each named in one place. */
function listFields(config: SchoolProgramConfig) {
  const t = config.table;
  const principal = alias(schoolTeamMembers, 'principal');
  const contact = alias(schoolTeamMembers, 'contact');
  const application = namedJsonRow<JsonApplication>({
    schoolId: t.schoolId,
    applicationId: t.id,
    termId: t.termId,
    termType: programTerms.type,
    termYear: programTerms.year,
    status: t.status,
    submittedAt: t.submittedAt,
    createdAt: t.createdAt,
    isContinuation: t.isContinuation,
    new: t.new,
    numTotalEnrollment: t.numTotalEnrollment,
    numReducedLunch: t.numReducedLunch,
    numFreeLunch: t.numFreeLunch,
    submittedByName: fullName(users),
  });
  const school = namedJsonRow<JsonSchool>({
    schoolId: schools.id,
    name: schools.name,
    type: schools.type,
    districtId: schools.districtId,
    districtName: districts.name,
    address1: schools.address1,
    city: schools.city,
    county: schools.county,
    zip: schools.zip,
    programId: schoolColumn(config, 'programId'),
    programStatus: schoolColumn(config, 'status'),
    foodSafetyStatus: schools.foodSafetyStatus,
    deletedAt: schools.deletedAt,
    principalName: fullName(principal),
    principalEmail: principal.email,
    contactName: fullName(contact),
    contactEmail: contact.email,
    contactPhone: contact.phone,
  });
  return { principal, contact, application, school };
}

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
  const { principal, contact, application, school } = listFields(config);
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
    select coalesce(json_agg(${application.sql}
      order by ${programTerms.startDate} desc, ${t.createdAt} desc, ${t.id} desc), '[]'::json)
    from ${t}
    inner join ${programTerms} on ${programTerms.id} = ${t.termId}
    left join ${users} on ${users.id} = ${t.submittedById}
    where ${and(isNull(t.deletedAt), ofListed)})::text`;
  const listed = sql`(
    select coalesce(json_agg(${school.sql}
      order by ${schools.name}, ${schools.id}), '[]'::json)
    from ${schools}
    left join ${districts} on ${districts.id} = ${schools.districtId}
    left join ${schoolTeamMembers} ${sql.identifier('principal')}
      on ${holder(principal, 'PRINCIPAL')}
    left join ${schoolTeamMembers} ${sql.identifier('contact')}
      on ${holder(contact, config.mainContactType)}
    where ${listedSchools(db, config, termId)})::text`;
  return sql`select ${SNAPSHOT} as snapshot, ${listed} as schools, ${applications} as applications,
    ${latestExpirationsSql()} as food_safety`;
}

/** A list row as the API gives it; fields other modules resolve (food safety) are left out. */
type ListRow = ResolversParentTypes['AdminSchoolListRow'];

const date = (value: string | null) => (value === null ? null : new Date(value));

interface ListAnswer {
  snapshot: string;
  schools: string;
  applications: string;
  /** Each school's latest food safety expiration day (modules/food-safety). */
  food_safety: string;
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
): Promise<ListRow[]> {
  return readThroughSnapshot(db, `schools:${program}:${termId ?? 'all'}`, async () => {
    const config = programConfig(program);
    const result = await db.execute(listStatement(db, config, termId));
    const [row] = (result as unknown as { rows: ListAnswer[] }).rows;
    if (!row) throw new Error('The school list statement gave no row');
    return { snapshot: row.snapshot, value: listRows(program, config, termId, row) };
  });
}

/** The list's rows from the statement's two JSON texts, joined by school id. */
function listRows(
  program: SchoolProgram,
  config: SchoolProgramConfig,
  termId: number | null | undefined,
  row: ListAnswer,
): ListRow[] {
  const { application: applicationRow, school: schoolRow } = listFields(config);
  const expirations = latestExpirations(row.food_safety);
  const bySchool = new Map<number, JsonApplication[]>();
  for (const values of JSON.parse(row.applications) as unknown[][]) {
    const application = applicationRow.decode(values);
    const list = bySchool.get(application.schoolId);
    if (list) list.push(application);
    else bySchool.set(application.schoolId, [application]);
  }
  return (JSON.parse(row.schools) as unknown[][]).map((values) => {
    const listed = schoolRow.decode(values);
    const all = bySchool.get(listed.schoolId) ?? [];
    const shown = termId == null ? all : all.filter((a) => a.termId === termId);
    return {
      ...listed,
      deletedAt: date(listed.deletedAt),
      id: `${program}:${listed.schoolId}`,
      returning: returningFlag(all),
      foodSafetyExpirationDate: expirations.get(listed.schoolId) ?? null,
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
