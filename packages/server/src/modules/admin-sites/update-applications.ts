import { and, eq, inArray, isNull } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { MESSAGES, PROGRAMS_BY_KEY, isStatusChangeAllowed, listLimitIssue } from '@portal/domain';
import type { Tx } from '../../db/client.ts';
import { applicationKidsCafe } from '../../db/schema/application-kids-cafe.ts';
import type { ApplicationStatus, TermType } from '../../db/schema/enums.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Context } from '../../graphql/context.ts';
import { fieldError, userError } from '../../graphql/errors.ts';
import type { AdminUpdateSiteApplicationsInput } from '../../graphql/generated/resolvers.ts';
import { STATUS_NOT_ALLOWED } from '../admin-schools/update-applications.ts';
import { onKidsCafeApproved, onKidsCafeUnapproved } from '../applications/kids-cafe/approval.ts';
import { kidsCafeTermFormatted } from '../applications/kids-cafe/years.ts';
import { recordAudit } from '../audit/record.ts';
import { lockSite } from './site-lock.ts';
import { SITE_APPLICATIONS_ENTITY, adminSite } from './site-view.ts';

const KIDS_CAFE = PROGRAMS_BY_KEY.kidsCafe;

/** Statuses that free the site's type and year for another application (the live index skips them). */
const CLOSED: readonly ApplicationStatus[] = ['DENIED', 'WITHDRAWN'];

/** Reopening a closed application while another one holds its type and year. */
class YearTaken extends Error {
  constructor(readonly term: string) {
    super('year taken');
  }
}

const notAllowed = () =>
  new GraphQLError(STATUS_NOT_ALLOWED, { extensions: { code: 'BAD_USER_INPUT', field: 'status' } });

async function setStatus(
  tx: Tx,
  id: number,
  status: ApplicationStatus,
  was: ApplicationStatus,
  term: { type: TermType; applicationYear: number },
) {
  try {
    await tx.update(applicationKidsCafe).set({ status }).where(eq(applicationKidsCafe.id, id));
  } catch (error) {
    // The transaction is lost anyway; say why rather than fail unexplained.
    if (CLOSED.includes(was) && isUniqueViolation(error)) {
      throw new YearTaken(kidsCafeTermFormatted(term.type, term.applicationYear));
    }
    throw error;
  }
}

async function applyChanges(
  tx: Tx,
  actorId: number,
  input: AdminUpdateSiteApplicationsInput,
  publicUrl: string,
) {
  const t = applicationKidsCafe;
  const wanted = new Map(input.applications.map((a) => [a.applicationKidsCafeId, a.status]));
  const site = await lockSite(tx, input.siteId);
  if (wanted.size === 0) return;
  const rows = await tx
    .select({
      id: t.id,
      status: t.status,
      siteId: t.siteId,
      submittedById: t.submittedById,
      proposedSite: t.proposedSite,
      type: t.type,
      applicationYear: t.applicationYear,
    })
    .from(t)
    .where(and(inArray(t.id, [...wanted.keys()]), eq(t.siteId, site.id), isNull(t.deletedAt)))
    .for('update');
  // Every id must be a live Kids Cafe application of this site, or nothing changes.
  if (rows.length !== wanted.size) throw userError('NOT_FOUND');
  if (
    rows.some((row) => !isStatusChangeAllowed(KIDS_CAFE.statuses, row.status, wanted.get(row.id)!))
  ) {
    throw notAllowed();
  }
  const changed = rows.filter((row) => row.status !== wanted.get(row.id));
  for (const row of changed) {
    const status = wanted.get(row.id)!;
    await setStatus(tx, row.id, status, row.status, row);
    await recordAudit(tx, {
      actorId,
      action: 'UPDATE_APPLICATION_STATUS',
      entityType: SITE_APPLICATIONS_ENTITY,
      entityId: row.id,
      before: { status: row.status },
      after: { status },
    });
    // Approval applies the application's proposal to the site and grants its submitter.
    if (status === 'APPROVED') await onKidsCafeApproved(tx, row, { publicUrl });
  }
  // An application no longer approved takes its grant with it, once every status is written
  // (another application approved in the same save may still give the site).
  for (const row of changed) {
    if (row.status === 'APPROVED') await onKidsCafeUnapproved(tx, actorId, row);
  }
}

/**
 * The Applications tab's status dropdowns (spec 3 §4): each change one the dropdown offers
 * (IN_PROGRESS and PENDING are never chosen, an IN_PROGRESS row never changes), every id a live
 * application of the site, at most 100; all changes or none, in one transaction, each audited.
 * Locks the site, then the applications (site-lock.ts). Becoming APPROVED applies the proposal
 * and grants the submitter the site; leaving APPROVED takes that grant back (approval.ts).
 */
export async function updateSiteApplications(
  ctx: Context,
  input: AdminUpdateSiteApplicationsInput,
) {
  const tooMany = listLimitIssue('applicationStatuses', input.applications);
  if (tooMany) throw fieldError('applications', tooMany);
  try {
    await ctx.db.transaction((tx) =>
      applyChanges(tx, ctx.viewer!.userId, input, ctx.services.publicUrl),
    );
  } catch (error) {
    if (error instanceof YearTaken) {
      throw new GraphQLError(MESSAGES.siteApplicationInProgress(KIDS_CAFE.name, error.term), {
        extensions: { code: 'BAD_USER_INPUT', field: 'status' },
      });
    }
    throw error;
  }
  return adminSite(ctx.db, input.siteId);
}
