import { eq, sql } from 'drizzle-orm';
import type { SchoolProgram } from '@portal/domain';
import { perDatabase, type DbOrTx } from '../../db/client.ts';
import { districts } from '../../db/schema/districts.ts';
import type { applicationStatus } from '../../db/schema/enums.ts';
import { schools } from '../../db/schema/schools.ts';
import type { AuditEntry } from '../../graphql/generated/resolvers.ts';
import { auditEntry } from '../audit/history.ts';
import { REPORT_AUDIT_ENTITY } from '../reports/audit.ts';
import { SCHOOL_PROGRAM_CONFIG, type SchoolProgramConfig } from './programs.ts';

const SCHOOLS_ENTITY = 'schools';
/** As modules/audit/history.ts: the newest entries of a school's history. */
const HISTORY_LIMIT = 200;

/** An application of the school as the statement gives it (timestamps as JSON text). */
export interface ApplicationJson {
  id: number;
  schoolId: number;
  termId: number;
  termType: 'SCHOOL' | 'SUMMER';
  termYear: number;
  status: (typeof applicationStatus.enumValues)[number];
  submittedAt: string | null;
  createdAt: string;
  signedAt: string | null;
  signerReview: unknown;
  deletedAt: string | null;
  isContinuation: boolean;
  new: boolean | null;
  numTotalEnrollment: number | null;
  numReducedLunch: number | null;
  numFreeLunch: number | null;
  submitterFirstName: string | null;
  submitterLastName: string | null;
  submitterEmail: string | null;
}

export interface MemberJson {
  teamMemberId: number;
  type: string;
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string | null;
  email: string | null;
}

export interface MonthJson {
  termMonthId: number;
  startDate: string;
  monthlyAllocation: number;
  termType: 'SCHOOL' | 'SUMMER';
  termYear: number;
}

interface HistoryJson {
  id: number;
  action: string;
  entityType: string;
  entityId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
  actorName: string | null;
}

/**
 * A school as one program's admin screens read it, in ONE prepared statement per program (its
 * SQL text built once): the school and district, the program's applications (deleted ones too:
 * their history stays on the school) with term and starter, the live roster of the program,
 * the term months (Backpack Buddy's allocations) and the audit history of the school, its
 * applications of the program and its months, whatever the size of each list.
 */
function schoolStatement(db: DbOrTx, config: SchoolProgramConfig) {
  const table = sql.raw(`"${config.tableName}"`);
  const schoolId = sql.placeholder('schoolId');
  const months = config.allocations
    ? sql`(select coalesce(json_agg(json_build_object('termMonthId', m.id,
          'startDate', m.start_date, 'monthlyAllocation', m.monthly_allocation,
          'termType', t.type, 'termYear', t.year) order by m.start_date, m.id), '[]')
        from term_months m join program_terms t on t.id = m.term_id
        where m.school_id = ${schools.id})`
    : sql`'[]'::json`;
  const monthHistory = config.allocations
    ? sql`or (l.entity_type = ${REPORT_AUDIT_ENTITY} and l.entity_id in
          (select m.id from term_months m where m.school_id = ${schools.id}))`
    : sql``;
  return db
    .select({
      school: schools,
      districtName: districts.name,
      applications: sql<ApplicationJson[]>`(select coalesce(json_agg(json_build_object(
          'id', a.id, 'schoolId', a.school_id, 'termId', a.term_id, 'termType', t.type, 'termYear', t.year,
          'status', a.status, 'submittedAt', a.submitted_at, 'createdAt', a.created_at,
          'signedAt', a.signed_at, 'signerReview', a.signer_review, 'deletedAt', a.deleted_at,
          'isContinuation', a.is_continuation, 'new', a.new,
          'numTotalEnrollment', a.num_total_enrollment, 'numReducedLunch', a.num_reduced_lunch,
          'numFreeLunch', a.num_free_lunch, 'submitterFirstName', u.first_name,
          'submitterLastName', u.last_name, 'submitterEmail', u.email)
          order by t.start_date desc, a.created_at desc, a.id desc), '[]')
        from ${table} a join program_terms t on t.id = a.term_id
        left join users u on u.id = a.submitted_by_id
        where a.school_id = ${schools.id})`,
      members: sql<MemberJson[]>`(select coalesce(json_agg(json_build_object(
          'teamMemberId', m.id, 'type', m.type, 'firstName', m.first_name,
          'lastName', m.last_name, 'title', m.title, 'phone', m.phone, 'email', m.email)
          order by m.id), '[]')
        from school_team_members m where m.school_id = ${schools.id}
          and m.program = ${config.program} and m.deleted_at is null)`,
      months: sql<MonthJson[]>`${months}`,
      history: sql<HistoryJson[]>`(select coalesce(json_agg(json_build_object('id', h.id,
          'action', h.action, 'entityType', h.entity_type, 'entityId', h.entity_id,
          'before', h.before, 'after', h.after, 'createdAt', h.created_at,
          'actorName', h.actor_name) order by h.created_at desc, h.id desc), '[]')
        from (select l.*, u.first_name || ' ' || u.last_name as actor_name
          from audit_log l left join users u on u.id = l.actor_id
          where (l.entity_type = ${SCHOOLS_ENTITY} and l.entity_id = ${schools.id})
            or (l.entity_type = ${config.tableName} and l.entity_id in
              (select a.id from ${table} a where a.school_id = ${schools.id}))
            ${monthHistory}
          order by l.created_at desc, l.id desc limit ${HISTORY_LIMIT}) h)`,
    })
    .from(schools)
    .leftJoin(districts, eq(districts.id, schools.districtId))
    .where(eq(schools.id, schoolId))
    .limit(1)
    .prepare(`admin_school_${config.program.toLowerCase()}`);
}

const statements = perDatabase(
  (db) =>
    Object.fromEntries(
      Object.values(SCHOOL_PROGRAM_CONFIG).map((config) => [
        config.program,
        schoolStatement(db, config),
      ]),
    ) as Record<SchoolProgram, ReturnType<typeof schoolStatement>>,
);

export type SchoolRead = NonNullable<
  Awaited<ReturnType<ReturnType<typeof schoolStatement>['execute']>>[number]
>;

/** The school (archived too) with all its program's detail shows, or undefined. */
export async function readAdminSchool(
  db: DbOrTx,
  program: SchoolProgram,
  schoolId: number,
): Promise<SchoolRead | undefined> {
  const [row] = await statements(db)[program].execute({ schoolId });
  return row;
}

/** A history entry as the API gives it (the same mapping as auditHistory's). */
export const auditEntryOf = (row: HistoryJson): AuditEntry => auditEntry(row);
