import { formatTermShort, returningFlag, type SchoolProgram } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { ResolversParentTypes } from '../../graphql/generated/resolvers.ts';
import { userError } from '../../graphql/errors.ts';
import { mostRecentApproved, type ApplicationRow } from './application-rows.ts';
import { programConfig } from './programs.ts';
import { auditEntryOf, readAdminSchool, type ApplicationJson } from './school-read.ts';
import { fullName } from './team-members.ts';

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

const toDate = (value: string | null) => (value === null ? null : new Date(value));

/** An application of the statement as applicationRows gives it. */
function applicationRowOf(a: ApplicationJson): ApplicationRow {
  return {
    ...a,
    submittedAt: toDate(a.submittedAt),
    createdAt: new Date(a.createdAt),
    signedAt: toDate(a.signedAt),
    deletedAt: toDate(a.deletedAt),
    applicationId: a.id,
    termFormattedShort: formatTermShort(a.termType, a.termYear),
    submittedByName:
      a.submitterFirstName === null
        ? null
        : `${a.submitterFirstName} ${a.submitterLastName ?? ''}`.trim(),
    submittedByEmail: a.submitterEmail,
  };
}

/**
 * A school as one program's admin screens show it (archived schools too): profile, program
 * columns, the most recent approved application's counts, the program's roster and
 * applications, Backpack Buddy term months and the audit history of the school and its
 * applications of the program. One prepared statement (school-read.ts) whatever the size of
 * each list.
 */
export async function adminSchool(
  db: DbOrTx,
  program: SchoolProgram,
  schoolId: number,
): Promise<ResolversParentTypes['AdminSchool']> {
  const config = programConfig(program);
  const row = await readAdminSchool(db, program, schoolId);
  if (!row) throw userError('NOT_FOUND');
  const { school } = row;
  const applications = row.applications.map(applicationRowOf);
  const teamMembers = row.members.map((m) => ({ ...m, fullName: fullName(m) }));
  const months = row.months.map(({ termType, termYear, ...month }) => ({
    ...month,
    // August is in a summer term and in the school year that starts then.
    termFormattedShort: formatTermShort(termType, termYear),
  }));
  const live = applications.filter((a) => a.deletedAt === null);
  const history = row.history.map(auditEntryOf);
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
