import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { isIsoDate, monthRangeIssue, monthTotals, termMonthLabel } from '@portal/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import {
  distributionDateEntries,
  distributionReports,
  distributions,
} from '../../db/schema/distributions.ts';
import { schools, userSchools } from '../../db/schema/schools.ts';
import { termMonthDistributionDates, termMonths } from '../../db/schema/terms.ts';
import type { Viewer } from '../../graphql/context.ts';
import { fieldError, userError } from '../../graphql/errors.ts';
import {
  byName,
  distributionView,
  reportView,
  type DateEntryView,
  type DistributionView,
  type ReportView,
} from './views.ts';

export interface SchoolReportsArgs {
  startDate: string;
  endDate: string;
  schoolId?: number | null;
}

interface SchoolRow {
  id: number;
  name: string;
  backpackBuddyId: string | null;
}

/**
 * The schools the caller may report on: an educator's linked live schools (one of them with
 * schoolId, 'Not found' for any other); for an admin the named school, archived or not, and
 * nothing without a schoolId (admins open reports school by school).
 */
async function reportSchools(
  db: Db,
  viewer: Viewer,
  schoolId?: number | null,
): Promise<SchoolRow[]> {
  const columns = { id: schools.id, name: schools.name, backpackBuddyId: schools.backpackBuddyId };
  if (viewer.type === 'ADMIN') {
    if (!schoolId) return [];
    return db.select(columns).from(schools).where(eq(schools.id, schoolId));
  }
  const rows = await db
    .select(columns)
    .from(schools)
    .innerJoin(
      userSchools,
      and(eq(userSchools.schoolId, schools.id), eq(userSchools.userId, viewer.userId)),
    )
    .where(and(isNull(schools.deletedAt), schoolId ? eq(schools.id, schoolId) : undefined));
  if (schoolId && rows.length === 0) throw userError('NOT_FOUND');
  return rows;
}

/** The values of one student's counts as an array, in the order of their dates. */
const inDateOrder = (column: AnyPgColumn) =>
  sql<
    number[]
  >`array_agg(${column} order by ${termMonthDistributionDates.date}, ${termMonthDistributionDates.id})`;

/**
 * schoolReports(startDate, endDate, schoolId): the term months starting within the range
 * (YYYY-MM-DD, inclusive) of the caller's schools, with dates, students, counts, report and
 * totals. Six SQL statements whatever the number of schools, months and students: schools,
 * months, then dates, distributions, entries and reports each in one query (run together),
 * assembled in memory.
 */
export async function schoolReports(db: Db, viewer: Viewer, args: SchoolReportsArgs) {
  const issue = monthRangeIssue(args.startDate, args.endDate);
  if (issue) throw fieldError(isIsoDate(args.startDate) ? 'endDate' : 'startDate', issue);

  const schoolRows = await reportSchools(db, viewer, args.schoolId);
  if (schoolRows.length === 0) return [];
  const months = await db
    .select()
    .from(termMonths)
    .where(
      and(
        inArray(
          termMonths.schoolId,
          schoolRows.map((s) => s.id),
        ),
        gte(termMonths.startDate, args.startDate),
        lte(termMonths.startDate, args.endDate),
      ),
    )
    .orderBy(asc(termMonths.startDate), asc(termMonths.id));
  if (months.length === 0) return [];
  const monthIds = months.map((m) => m.id);

  const [dates, students, entries, reports] = await Promise.all([
    db
      .select({
        id: termMonthDistributionDates.id,
        termMonthId: termMonthDistributionDates.termMonthId,
        date: termMonthDistributionDates.date,
      })
      .from(termMonthDistributionDates)
      .where(inArray(termMonthDistributionDates.termMonthId, monthIds))
      .orderBy(asc(termMonthDistributionDates.date), asc(termMonthDistributionDates.id)),
    db
      .select({
        id: distributions.id,
        termMonthId: distributions.termMonthId,
        studentName: distributions.studentName,
        studentIdNumber: distributions.studentIdNumber,
        testimonial: distributions.testimonial,
      })
      .from(distributions)
      .where(inArray(distributions.termMonthId, monthIds)),
    // One row per student: the date ids and counts as two arrays in date order (a quarter of
    // the rows of one row per count, which is most of this query's cost).
    db
      .select({
        distributionId: distributionDateEntries.distributionId,
        dateIds: inDateOrder(distributionDateEntries.termMonthDistributionDateId),
        numbers: inDateOrder(distributionDateEntries.distributionNumber),
      })
      .from(distributionDateEntries)
      .innerJoin(
        termMonthDistributionDates,
        eq(termMonthDistributionDates.id, distributionDateEntries.termMonthDistributionDateId),
      )
      .where(inArray(termMonthDistributionDates.termMonthId, monthIds))
      .groupBy(distributionDateEntries.distributionId),
    db
      .select({
        termMonthId: distributionReports.termMonthId,
        comments: distributionReports.comments,
        submittedById: distributionReports.submittedById,
        createdAt: distributionReports.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(distributionReports)
      .leftJoin(users, eq(users.id, distributionReports.submittedById))
      .where(inArray(distributionReports.termMonthId, monthIds)),
  ]);

  const entriesOf = new Map<number, DateEntryView[]>(
    entries.map((e) => [
      e.distributionId,
      e.dateIds.map((id, i) => ({
        termMonthDistributionDateId: id,
        distributionNumber: e.numbers[i]!,
      })),
    ]),
  );
  const datesOf = groupBy(
    dates,
    (d) => d.termMonthId,
    (d) => ({
      termMonthDistributionDateId: d.id,
      date: d.date,
    }),
  );
  const studentsOf = groupBy(
    students.sort(
      byName(
        (s) => s.studentName,
        (s) => s.id,
      ),
    ),
    (s) => s.termMonthId,
    (s): DistributionView => distributionView(s, entriesOf.get(s.id) ?? []),
  );
  const reportOf = new Map<number, ReportView>(reports.map((r) => [r.termMonthId, reportView(r)]));

  const monthsOf = groupBy(
    months,
    (m) => m.schoolId,
    (m) => {
      const monthStudents = studentsOf.get(m.id) ?? [];
      const totals = monthTotals({
        monthlyAllocation: m.monthlyAllocation,
        distributions: monthStudents,
      });
      return {
        termMonthId: m.id,
        termMonthFormatted: termMonthLabel(m.startDate),
        startDate: m.startDate,
        weeklyAllocation: m.weeklyAllocation,
        monthlyAllocation: m.monthlyAllocation,
        distributionDates: datesOf.get(m.id) ?? [],
        distributions: monthStudents,
        distributionReport: reportOf.get(m.id) ?? null,
        ...totals,
      };
    },
  );

  return schoolRows
    .filter((s) => monthsOf.has(s.id))
    .sort(
      byName(
        (s) => s.name,
        (s) => s.id,
      ),
    )
    .map((s) => ({
      schoolId: s.id,
      name: s.name,
      backpackBuddyId: s.backpackBuddyId,
      termMonths: monthsOf.get(s.id)!,
    }));
}

/** Groups rows by a key, keeping their order, mapping each row. */
function groupBy<T, K, V>(rows: T[], key: (row: T) => K, map: (row: T) => V): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(map(row));
    else groups.set(k, [map(row)]);
  }
  return groups;
}
