import type { SchoolReportsQuery } from '../../gql/graphql';

export type SchoolReport = SchoolReportsQuery['schoolReports'][number];
export type TermMonth = SchoolReport['termMonths'][number];
export type Distribution = TermMonth['distributions'][number];
export type DistributionDate = TermMonth['distributionDates'][number];

/** A month's distribution dates in calendar order (the columns of its table and export). */
export function sortedDates(month: Pick<TermMonth, 'distributionDates'>): DistributionDate[] {
  return [...month.distributionDates].sort((a, b) => a.date.localeCompare(b.date));
}
