import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { MESSAGES, isStatusChangeAllowed, listLimitIssue } from '@portal/domain';
import type { Tx } from '../../db/client.ts';
import type { ApplicationStatus } from '../../db/schema/enums.ts';
import { schools } from '../../db/schema/schools.ts';
import { programTerms } from '../../db/schema/terms.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Context } from '../../graphql/context.ts';
import { fieldError, userError } from '../../graphql/errors.ts';
import type { AdminUpdateApplicationsInput } from '../../graphql/generated/resolvers.ts';
import { onApproved } from '../applications/approval.ts';
import { recordAudit } from '../audit/record.ts';
import { revokeApplicationGrant } from './application-grant.ts';
import { programConfig, type SchoolProgramConfig } from './programs.ts';
import { lockSchool } from './school-lock.ts';
import { adminSchool } from './school-view.ts';

/** Ours: a status the dropdown does not offer for this row (spec 3 §4). */
export const STATUS_NOT_ALLOWED = 'This status cannot be chosen';

/** Statuses that free the school's term for another application (the live index skips them). */
const CLOSED: readonly ApplicationStatus[] = ['DENIED', 'WITHDRAWN'];

class TermTaken extends Error {
  constructor(readonly year: number) {
    super('term taken');
  }
}

async function applyChanges(
  tx: Tx,
  actorId: number,
  config: SchoolProgramConfig,
  input: AdminUpdateApplicationsInput,
  publicUrl: string,
) {
  const t = config.table;
  const wanted = new Map(input.applications.map((a) => [a.id, a.status as ApplicationStatus]));
  const school = await lockSchool(tx, input.schoolId);
  if (wanted.size === 0) return;
  const rows = await tx
    .select({
      id: t.id,
      status: t.status,
      year: programTerms.year,
      schoolId: t.schoolId,
      termId: t.termId,
      submittedById: t.submittedById,
      proposedSchool: t.proposedSchool,
    })
    .from(t)
    .innerJoin(programTerms, eq(programTerms.id, t.termId))
    .where(and(inArray(t.id, [...wanted.keys()]), eq(t.schoolId, school.id), isNull(t.deletedAt)))
    .for('update', { of: t });
  // Every id must be a live application of this program and school, or nothing changes.
  if (rows.length !== wanted.size) throw userError('NOT_FOUND');
  for (const row of rows) {
    if (!isStatusChangeAllowed(config.entry.statuses, row.status, wanted.get(row.id)!)) {
      throw new GraphQLError(STATUS_NOT_ALLOWED, {
        extensions: { code: 'BAD_USER_INPUT', field: 'status' },
      });
    }
  }
  const changed = rows.filter((row) => row.status !== wanted.get(row.id));
  for (const row of changed) {
    const status = wanted.get(row.id)!;
    const waitlist = config.hasWaitlist
      ? {
          waitlisted: status === 'WAITLISTED',
          waitlistedAt: status === 'WAITLISTED' ? sql`now()` : null,
        }
      : {};
    try {
      await tx
        .update(t)
        .set({ status, ...waitlist })
        .where(eq(t.id, row.id));
    } catch (error) {
      // The transaction is lost anyway; say why rather than fail unexplained.
      if (CLOSED.includes(row.status) && isUniqueViolation(error)) throw new TermTaken(row.year);
      throw error;
    }
    await recordAudit(tx, {
      actorId,
      action: 'UPDATE_APPLICATION_STATUS',
      entityType: config.tableName,
      entityId: row.id,
      before: { status: row.status },
      after: { status },
    });
    // Approval applies the application's proposal to the school and grants its applicant.
    if (status === 'APPROVED') await onApproved(tx, row, { publicUrl });
  }
  // An application no longer approved takes its grant with it, once every status is written
  // (another application approved in the same save may still give the school).
  for (const row of changed) {
    if (wanted.get(row.id) !== 'APPROVED') await revokeApplicationGrant(tx, actorId, row);
  }
  // The first approval gives the school its first year in the program.
  const approvedYears = changed
    .filter((row) => wanted.get(row.id) === 'APPROVED')
    .map((row) => row.year);
  const firstYear = config.columns.firstYearApplied;
  if (approvedYears.length > 0 && school[firstYear] === null) {
    const year = Math.min(...approvedYears);
    await tx
      .update(schools)
      .set({ [firstYear]: year })
      .where(eq(schools.id, school.id));
    await recordAudit(tx, {
      actorId,
      action: 'UPDATE_APPLICATION_STATUS',
      entityType: 'schools',
      entityId: school.id,
      before: { [firstYear]: null },
      after: { [firstYear]: year },
    });
  }
}

/**
 * The Applications tab's status dropdowns: each change must be one the dropdown offers
 * (isStatusChangeAllowed), every id a live application of the program and school; all changes
 * or none, in one transaction, each audited. Locks the school, then the applications
 * (school-lock.ts). An approval grants the submitter the school (approval.ts); a change away
 * from approval takes that grant back (application-grant.ts).
 */
export async function updateApplications(ctx: Context, input: AdminUpdateApplicationsInput) {
  const tooMany = listLimitIssue('applicationStatuses', input.applications);
  if (tooMany) throw fieldError('applications', tooMany);
  const config = programConfig(input.program);
  try {
    await ctx.db.transaction((tx) =>
      applyChanges(tx, ctx.viewer!.userId, config, input, ctx.services.publicUrl),
    );
  } catch (error) {
    // Reopening a denied or withdrawn application while another one holds its term.
    if (error instanceof TermTaken) {
      throw new GraphQLError(MESSAGES.applicationInProgress(config.entry.name, error.year), {
        extensions: { code: 'BAD_USER_INPUT', field: 'status' },
      });
    }
    throw error;
  }
  return adminSchool(ctx.db, input.program, input.schoolId);
}
