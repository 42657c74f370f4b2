import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { isIsoDate, monthRangeIssue, monthTotals, termMonthLabel } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { schools, userSchools } from '../../db/schema/schools.ts';
import { termMonths } from '../../db/schema/terms.ts';
import type { Viewer } from '../../graphql/context.ts';
import { fieldError, userError } from '../../graphql/errors.ts';
import {
  monthDates,
  monthEntries,
  monthFigures,
  monthReports,
  monthStudents,
} from './month-reads.ts';
import {
  byName,
  distributionView,
  reportView,
  type DistributionView,
  type ReportView,
} from './views.ts';

export interface SchoolReportsArgs {
  startDate: string;
  endDate: string;
  schoolId?: number | null;
}

/** The refusal of students without a school (the screens never send it: ours for the API). */
export const STUDENTS_NEED_A_SCHOOL = 'Choose one school to see its students.';

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

const NO_COUNTS: ReadonlyMap<number, number> = new Map();

type Rows<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

/** What each month shows besides its own columns. */
interface MonthContent {
  students: DistributionView[];
  studentCount: number;
  distributed: number;
}

/** Each month's number of students and sum of counts, as the database added them up. */
function figuresByMonth(figures: Rows<typeof monthFigures>): Map<number, MonthContent> {
  return new Map(
    figures.map((f) => [
      f.termMonthId,
      { students: [], studentCount: f.students, distributed: f.distributed },
    ]),
  );
}

/** Each month's students by name, with their counts laid out by the month's dates. */
function studentsByMonth(
  students: Rows<typeof monthStudents>,
  entries: Rows<typeof monthEntries>,
  dateIdsOf: Map<number, number[]>,
): Map<number, MonthContent> {
  const countsOf = new Map<number, Map<number, number>>(
    entries.map((e) => [e.distributionId, new Map(e.dateIds.map((id, i) => [id, e.numbers[i]!]))]),
  );
  const contents = new Map<number, MonthContent>();
  students.sort(
    byName(
      (s) => s.studentName,
      (s) => s.id,
    ),
  );
  for (const s of students) {
    const dateIds = dateIdsOf.get(s.termMonthId) ?? [];
    const view = distributionView(s, countsOf.get(s.id) ?? NO_COUNTS, dateIds);
    const content = contents.get(s.termMonthId);
    if (content) content.students.push(view);
    else contents.set(s.termMonthId, { students: [view], studentCount: 0, distributed: 0 });
  }
  for (const content of contents.values()) {
    content.studentCount = content.students.length;
    content.distributed = monthTotals({
      monthlyAllocation: 0,
      distributions: content.students,
    }).distributed;
  }
  return contents;
}

/**
 * schoolReports(startDate, endDate, schoolId): the term months starting within the range
 * (YYYY-MM-DD, inclusive) of the caller's schools, with dates, report and totals, and the
 * students with their counts when `withStudents` (the operation asks for them; only with a
 * schoolId). A fixed number of SQL statements whatever the number of schools, months and
 * students: schools, months, then dates, reports and the students and their counts (or each
 * month's figures) run together, assembled in memory.
 */
export async function schoolReports(
  db: Db,
  viewer: Viewer,
  args: SchoolReportsArgs,
  withStudents: boolean,
) {
  const issue = monthRangeIssue(args.startDate, args.endDate);
  if (issue) throw fieldError(isIsoDate(args.startDate) ? 'endDate' : 'startDate', issue);
  if (withStudents && !args.schoolId) throw fieldError('schoolId', STUDENTS_NEED_A_SCHOOL);

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

  const [dates, reports, figures, students, entries] = await Promise.all([
    monthDates(db, monthIds),
    monthReports(db, monthIds),
    withStudents ? null : monthFigures(db, monthIds),
    withStudents ? monthStudents(db, monthIds) : null,
    withStudents ? monthEntries(db, monthIds) : null,
  ]);

  const datesOf = groupBy(
    dates,
    (d) => d.termMonthId,
    (d) => ({ termMonthDistributionDateId: d.id, date: d.date }),
  );
  const dateIdsOf = new Map(
    [...datesOf].map(([id, list]) => [id, list.map((d) => d.termMonthDistributionDateId)]),
  );
  const contents = figures
    ? figuresByMonth(figures)
    : studentsByMonth(students ?? [], entries ?? [], dateIdsOf);
  const reportOf = new Map<number, ReportView>(reports.map((r) => [r.termMonthId, reportView(r)]));

  const monthsOf = groupBy(
    months,
    (m) => m.schoolId,
    (m) => {
      const content = contents.get(m.id);
      const distributed = content?.distributed ?? 0;
      return {
        termMonthId: m.id,
        termMonthFormatted: termMonthLabel(m.startDate),
        startDate: m.startDate,
        weeklyAllocation: m.weeklyAllocation,
        monthlyAllocation: m.monthlyAllocation,
        distributionDates: datesOf.get(m.id) ?? [],
        studentCount: content?.studentCount ?? 0,
        // Without a school nobody asked for them (schoolReports refuses it): never sent.
        distributions: content?.students ?? [],
        distributionReport: reportOf.get(m.id) ?? null,
        allocated: m.monthlyAllocation,
        distributed,
        discarded: m.monthlyAllocation - distributed,
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
