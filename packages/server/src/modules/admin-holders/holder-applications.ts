import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { isStatusChangeAllowed, listLimitIssue } from '@portal/domain';
import type { Tx } from '../../db/client.ts';
import type { ApplicationStatus } from '../../db/schema/enums.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Context } from '../../graphql/context.ts';
import { fieldError, userError } from '../../graphql/errors.ts';
import { STATUS_NOT_ALLOWED } from '../admin-schools/update-applications.ts';
import { recordAudit } from '../audit/record.ts';
import {
  lockHolder,
  type AnyConsoleHolder,
  type ConsoleApplicationRow,
  type ConsoleApplications,
} from './console-holder.ts';

/** Statuses that free the holder's term for another application (the live index skips them). */
const CLOSED: readonly ApplicationStatus[] = ['DENIED', 'WITHDRAWN'];

/** Reopening a closed application while another one holds its term. */
class TermTaken extends Error {
  constructor(readonly term: string) {
    super('term taken');
  }
}

const notAllowed = () =>
  new GraphQLError(STATUS_NOT_ALLOWED, { extensions: { code: 'BAD_USER_INPUT', field: 'status' } });

async function lockedApplication<App extends ConsoleApplicationRow>(
  tx: Tx,
  apps: ConsoleApplications<App>,
  applicationId: number,
): Promise<App | undefined> {
  const [app] = await tx
    .select(apps.columns)
    .from(apps.table)
    .where(eq(apps.id, applicationId))
    .for('update')
    .limit(1);
  return app as App | undefined;
}

/**
 * An application and its holder, both locked in the lock order (the holder first), or 'Not
 * found' (a soft-deleted application is returned: the caller decides; an application naming no
 * holder, a new agency's draft, is not the console's). A draft can move to another holder
 * meanwhile (its form names it), so the holder is read again under the lock.
 */
export async function lockHolderApplication<App extends ConsoleApplicationRow>(
  tx: Tx,
  holder: AnyConsoleHolder,
  applicationId: number,
): Promise<{ holderId: number; app: App }> {
  const apps = holder.applications as ConsoleApplications<App>;
  const [peek] = await tx
    .select({ holderId: apps.holderId })
    .from(apps.table)
    .where(eq(apps.id, applicationId))
    .limit(1);
  let holderId = peek?.holderId as number | null | undefined;
  for (let attempt = 0; holderId != null && attempt < 3; attempt++) {
    const row = await lockHolder(tx, holder, holderId);
    const app = await lockedApplication(tx, apps, applicationId);
    if (app && apps.holderOf(app) === row.id) return { holderId: row.id, app };
    holderId = app ? apps.holderOf(app) : undefined;
  }
  throw userError('NOT_FOUND');
}

async function setStatus<App extends ConsoleApplicationRow>(
  tx: Tx,
  apps: ConsoleApplications<App>,
  app: App,
  status: ApplicationStatus,
) {
  try {
    await tx
      .update(apps.table)
      .set({ status } as never)
      .where(eq(apps.id, app.id));
  } catch (error) {
    // The transaction is lost anyway; say why rather than fail unexplained.
    if (CLOSED.includes(app.status) && isUniqueViolation(error)) {
      throw new TermTaken(apps.term(app));
    }
    throw error;
  }
}

async function applyChanges<App extends ConsoleApplicationRow>(
  tx: Tx,
  ctx: Context,
  holder: AnyConsoleHolder,
  holderId: number,
  wanted: Map<number, ApplicationStatus>,
) {
  const apps = holder.applications as ConsoleApplications<App>;
  const actorId = ctx.viewer!.userId;
  const row = await lockHolder(tx, holder, holderId);
  if (wanted.size === 0) return;
  const rows = (await tx
    .select(apps.columns)
    .from(apps.table)
    .where(
      and(inArray(apps.id, [...wanted.keys()]), eq(apps.holderId, row.id), isNull(apps.deletedAt)),
    )
    .for('update')) as unknown as App[];
  // Every id must be a live application of this holder, or nothing changes.
  if (rows.length !== wanted.size) throw userError('NOT_FOUND');
  if (
    rows.some((app) => !isStatusChangeAllowed(apps.entry.statuses, app.status, wanted.get(app.id)!))
  ) {
    throw notAllowed();
  }
  const changed = rows.filter((app) => app.status !== wanted.get(app.id));
  for (const app of changed) {
    const status = wanted.get(app.id)!;
    await setStatus(tx, apps, app, status);
    await recordAudit(tx, {
      actorId,
      action: 'UPDATE_APPLICATION_STATUS',
      entityType: apps.entity,
      entityId: app.id,
      before: { status: app.status },
      after: { status },
    });
    // Approval applies the application's proposal to the holder and grants its submitter.
    if (status === 'APPROVED') {
      await apps.onApproved(tx, app, { publicUrl: ctx.services.publicUrl });
    }
  }
  // An application no longer approved takes its grant with it, once every status is written
  // (another application approved in the same save may still give the holder).
  for (const app of changed) {
    if (app.status === 'APPROVED') await apps.onUnapproved(tx, actorId, app);
  }
}

/**
 * The Applications tab's status dropdowns (spec 3 §4) of a site or an organization: each change
 * one the dropdown offers (IN_PROGRESS and PENDING are never chosen, an IN_PROGRESS row never
 * changes), every id a live application of the holder, at most 100; all changes or none, in one
 * transaction, each audited. Locks the holder, then the applications. Becoming APPROVED and
 * leaving APPROVED run the program's approval hooks (its approval.ts).
 */
export async function updateHolderApplications(
  ctx: Context,
  holder: AnyConsoleHolder,
  holderId: number,
  changes: readonly { applicationId: number; status: ApplicationStatus }[],
): Promise<void> {
  const tooMany = listLimitIssue('applicationStatuses', changes);
  if (tooMany) throw fieldError('applications', tooMany);
  const wanted = new Map(changes.map((c) => [c.applicationId, c.status]));
  try {
    await ctx.db.transaction((tx) => applyChanges(tx, ctx, holder, holderId, wanted));
  } catch (error) {
    if (error instanceof TermTaken) {
      const { entry, yearTaken } =
        holder.applications as ConsoleApplications<ConsoleApplicationRow>;
      throw new GraphQLError(yearTaken(entry.name, error.term), {
        extensions: { code: 'BAD_USER_INPUT', field: 'status' },
      });
    }
    throw error;
  }
}

/**
 * Soft-deletes a live application (its row stays for the audit trail); an approved one takes
 * the grant its approval gave (the program's onUnapproved). Locks the holder, then the
 * application. Answers the holder's id.
 */
export async function deleteHolderApplication(
  ctx: Context,
  holder: AnyConsoleHolder,
  applicationId: number,
): Promise<number> {
  const actorId = ctx.viewer!.userId;
  const apps = holder.applications as ConsoleApplications<ConsoleApplicationRow>;
  return ctx.db.transaction(async (tx) => {
    const { holderId, app } = await lockHolderApplication(tx, holder, applicationId);
    if (app.deletedAt) throw userError('NOT_FOUND');
    const [deleted] = await tx
      .update(apps.table)
      .set({ deletedAt: sql`now()` } as never)
      .where(eq(apps.id, app.id))
      .returning({ deletedAt: apps.deletedAt });
    await recordAudit(tx, {
      actorId,
      action: 'DELETE_APPLICATION',
      entityType: apps.entity,
      entityId: app.id,
      before: { ...apps.deletedSnapshot(app), deletedAt: null },
      after: { deletedAt: deleted!.deletedAt },
    });
    if (app.status === 'APPROVED') await apps.onUnapproved(tx, actorId, app);
    return holderId;
  });
}
