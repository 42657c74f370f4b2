import type { SchoolReportsQuery } from '../../gql/graphql';

/** A school's months as schoolReports gives them: with dates and students only for one school. */
export type SchoolReport = SchoolReportsQuery['schoolReports'][number];
export type MonthSummary = SchoolReport['termMonths'][number];

/** A month of the school that is open: its dates, students and comments are there. */
export type TermMonth = Omit<MonthSummary, 'distributionDates' | 'distributions'> & {
  distributionDates: NonNullable<MonthSummary['distributionDates']>;
  distributions: NonNullable<MonthSummary['distributions']>;
};
export type OpenSchoolReport = Omit<SchoolReport, 'termMonths'> & { termMonths: TermMonth[] };
export type Distribution = TermMonth['distributions'][number];
export type DistributionDate = TermMonth['distributionDates'][number];

/** A school asked for with its students (a month the answer left bare counts as empty). */
export function openSchool(school: SchoolReport): OpenSchoolReport {
  return {
    ...school,
    termMonths: school.termMonths.map((month) => ({
      ...month,
      distributionDates: month.distributionDates ?? [],
      distributions: month.distributions ?? [],
    })),
  };
}

/** A distribution date with the place of its count in each student's `counts`. */
export type DateColumn = DistributionDate & { index: number };

/** A month's distribution dates in calendar order (the columns of its table and export). */
export function sortedDates(month: Pick<TermMonth, 'distributionDates'>): DateColumn[] {
  return month.distributionDates
    .map((date, index) => ({ ...date, index }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** A student's count on a date (null when the student has none). */
export function countOn(
  distribution: Pick<Distribution, 'counts'>,
  date: DateColumn,
): number | null {
  return distribution.counts[date.index] ?? null;
}
