import { asc, eq } from 'drizzle-orm';
import { formatTermShort, returningFlag, type SchoolProgram } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { districts } from '../../db/schema/districts.ts';
import { schoolTeamMembers, schools } from '../../db/schema/schools.ts';
import { programTerms, termMonths } from '../../db/schema/terms.ts';
import type { ResolversParentTypes } from '../../graphql/generated/resolvers.ts';
import { userError } from '../../graphql/errors.ts';
import { auditHistory } from '../audit/history.ts';
import { REPORT_AUDIT_ENTITY } from '../reports/audit.ts';
import { applicationRows, mostRecentApproved, type ApplicationRow } from './application-rows.ts';
import { programConfig } from './programs.ts';
import { liveTeamMembers } from './team-members.ts';

const SCHOOLS_ENTITY = 'schools';

function applicationView(row: ApplicationRow) {
  return {
    id: String(row.id),
    applicationId: row.id,
    termId: row.termId,
    termFormattedShort: row.termFormattedShort,
    submittedAt: row.submittedAt,
    submittedByName: row.submittedByName,
    submittedByEmail: row.submittedByEmail,
    isContinuation: row.isContinuation,
    status: row.status,
    createdAt: row.createdAt,
    new: row.new,
    signedAt: row.signedAt,
    signerReview: signerReviewOf(row.signerReview),
  };
}

/** The stored review note ({ namedEmail, onRecordEmail, at }) as the API gives it. */
function signerReviewOf(value: unknown) {
  const review = value as {
    namedEmail?: string | null;
    onRecordEmail?: string;
    at?: string;
  } | null;
  if (!review?.onRecordEmail || !review.at) return null;
  return {
    namedEmail: review.namedEmail ?? null,
    onRecordEmail: review.onRecordEmail,
    at: new Date(review.at),
  };
}

/**
 * A school as one program's admin screens show it (archived schools too): profile, program
 * columns, the most recent approved application's counts, the program's roster and
 * applications, Backpack Buddy term months and the audit history of the school and its
 * applications of the program. Five statements whatever the size of each list.
 */
export async function adminSchool(
  db: DbOrTx,
  program: SchoolProgram,
  schoolId: number,
): Promise<ResolversParentTypes['AdminSchool']> {
  const config = programConfig(program);
  const [row] = await db
    .select({ school: schools, districtName: districts.name })
    .from(schools)
    .leftJoin(districts, eq(districts.id, schools.districtId))
    .where(eq(schools.id, schoolId))
    .limit(1);
  if (!row) throw userError('NOT_FOUND');
  const { school } = row;
  const t = config.table;
  const [applications, teamMembers, months] = await Promise.all([
    // Deleted applications too: their history stays on the school.
    applicationRows(db, config, eq(t.schoolId, schoolId)),
    liveTeamMembers(db, program, eq(schoolTeamMembers.schoolId, schoolId)),
    config.allocations
      ? db
          .select({
            termMonthId: termMonths.id,
            startDate: termMonths.startDate,
            monthlyAllocation: termMonths.monthlyAllocation,
            termType: programTerms.type,
            termYear: programTerms.year,
          })
          .from(termMonths)
          .innerJoin(programTerms, eq(programTerms.id, termMonths.termId))
          .where(eq(termMonths.schoolId, schoolId))
          .orderBy(asc(termMonths.startDate), asc(termMonths.id))
          .then((rows) =>
            rows.map(({ termType, termYear, ...month }) => ({
              ...month,
              // August is in a summer term and in the school year that starts then.
              termFormattedShort: formatTermShort(termType, termYear),
            })),
          )
      : Promise.resolve([]),
  ]);
  const live = applications.filter((a) => a.deletedAt === null);
  const history = await auditHistory(db, [
    { entityType: SCHOOLS_ENTITY, entityIds: [schoolId] },
    { entityType: config.tableName, entityIds: applications.map((a) => a.id) },
    // Admins' changes of the school's reports (Reports tab), recorded on their months.
    { entityType: REPORT_AUDIT_ENTITY, entityIds: months.map((m) => m.termMonthId) },
  ]);
  const approved = mostRecentApproved(live);
  return {
    id: `${program}:${school.id}`,
    schoolId: school.id,
    program,
    name: school.name,
    type: school.type,
    address1: school.address1,
    address2: school.address2,
    city: school.city,
    county: school.county,
    state: school.state,
    zip: school.zip,
    districtId: school.districtId,
    districtName: row.districtName,
    gradesServed: school.gradesServed,
    notes: school.notes,
    deletedAt: school.deletedAt,
    lastEdited: school.lastEdited,
    lastEditedTeamMembers: school.lastEditedTeamMembers,
    programId: school[config.columns.programId],
    programStatus: school[config.columns.status],
    programStatusUpdatedAt: school[config.columns.statusUpdatedAt],
    firstYearApplied: school[config.columns.firstYearApplied],
    returning: returningFlag(live),
    approvedApplicationId: approved?.id ?? null,
    numTotalEnrollment: approved?.numTotalEnrollment ?? null,
    numReducedLunch: approved?.numReducedLunch ?? null,
    numFreeLunch: approved?.numFreeLunch ?? null,
    participatedLastYear: approved ? !approved.new : null,
    teamMembers: teamMembers.map((m) => ({
      teamMemberId: m.teamMemberId,
      type: m.type,
      firstName: m.firstName,
      lastName: m.lastName,
      fullName: m.fullName,
      title: m.title,
      phone: m.phone,
      email: m.email,
    })),
    applications: live.map(applicationView),
    termMonths: months,
    history,
  };
}
