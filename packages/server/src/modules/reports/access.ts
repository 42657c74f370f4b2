import { and, asc, eq, inArray } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { MESSAGES } from '@portal/domain';
import type { Tx } from '../../db/client.ts';
import { distributionReports, distributions } from '../../db/schema/distributions.ts';
import { schools, userSchools } from '../../db/schema/schools.ts';
import { termMonths } from '../../db/schema/terms.ts';
import type { Viewer } from '../../graphql/context.ts';
import { userError } from '../../graphql/errors.ts';

/** A term month as the write operations see it. */
export interface MonthForWrite {
  id: number;
  schoolId: number;
  startDate: string;
  /** Its report is submitted: educators may no longer change it. */
  submitted: boolean;
}

type MonthAccessRow = {
  id: number;
  schoolId: number;
  startDate: string;
  schoolDeletedAt: Date | null;
  linkId: number | null;
  reportId: number | null;
};

/** Admins act on any month; educators on months of live schools they are linked to. */
function mayTouch(viewer: Viewer, row: MonthAccessRow): boolean {
  return viewer.type === 'ADMIN' || (row.linkId !== null && row.schoolDeletedAt === null);
}

const toMonth = (row: MonthAccessRow): MonthForWrite => ({
  id: row.id,
  schoolId: row.schoolId,
  startDate: row.startDate,
  submitted: row.reportId !== null,
});

function monthsQuery(tx: Tx, viewer: Viewer) {
  return tx
    .select({
      id: termMonths.id,
      schoolId: termMonths.schoolId,
      startDate: termMonths.startDate,
      schoolDeletedAt: schools.deletedAt,
      linkId: userSchools.id,
      reportId: distributionReports.id,
    })
    .from(termMonths)
    .innerJoin(schools, eq(schools.id, termMonths.schoolId))
    .leftJoin(
      userSchools,
      and(eq(userSchools.schoolId, termMonths.schoolId), eq(userSchools.userId, viewer.userId)),
    )
    .leftJoin(distributionReports, eq(distributionReports.termMonthId, termMonths.id));
}

/**
 * The term month if the caller may act on it, locked (FOR UPDATE) until the transaction ends,
 * so that an edit and a submission of the same month never interleave. A month of another
 * school answers 'Not found', so ids reveal nothing.
 */
export async function findMonthFor(
  tx: Tx,
  viewer: Viewer,
  termMonthId: number,
): Promise<MonthForWrite> {
  const [row] = await monthsQuery(tx, viewer)
    .where(eq(termMonths.id, termMonthId))
    .for('update', { of: termMonths });
  if (!row || !mayTouch(viewer, row)) throw userError('NOT_FOUND');
  return toMonth(row);
}

/**
 * The distributions' months (locked), when the caller may act on every one of them; otherwise
 * 'Not found' and nothing is returned.
 */
export async function findDistributionMonthsFor(
  tx: Tx,
  viewer: Viewer,
  distributionIds: number[],
): Promise<MonthForWrite[]> {
  const rows = await monthsQuery(tx, viewer)
    .innerJoin(distributions, eq(distributions.termMonthId, termMonths.id))
    .where(inArray(distributions.id, distributionIds))
    .orderBy(asc(termMonths.id))
    .for('update', { of: termMonths });
  if (rows.length !== distributionIds.length || !rows.every((row) => mayTouch(viewer, row))) {
    throw userError('NOT_FOUND');
  }
  return [...new Map(rows.map((row) => [row.id, toMonth(row)])).values()];
}

/** After submission educators can no longer change a month; admins still can (spec 1 §4, §6). */
export function assertEditable(viewer: Viewer, month: MonthForWrite): void {
  if (month.submitted && viewer.type !== 'ADMIN') {
    throw new GraphQLError(MESSAGES.reportIsSubmitted, { extensions: { code: 'FORBIDDEN' } });
  }
}
