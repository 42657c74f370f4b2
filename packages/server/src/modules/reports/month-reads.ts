/**
 * The reads schoolReports makes for a set of term months, each one SQL statement whatever the
 * number of months: dates, reports, and either the students with their counts or, when the
 * students are not asked for, each month's number of students and sum of counts.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import {
  distributionDateEntries,
  distributionReports,
  distributions,
} from '../../db/schema/distributions.ts';
import { termMonthDistributionDates } from '../../db/schema/terms.ts';

/** The months' distribution dates, in date order (then id). */
export function monthDates(db: Db, monthIds: number[]) {
  return db
    .select({
      id: termMonthDistributionDates.id,
      termMonthId: termMonthDistributionDates.termMonthId,
      date: termMonthDistributionDates.date,
    })
    .from(termMonthDistributionDates)
    .where(inArray(termMonthDistributionDates.termMonthId, monthIds))
    .orderBy(asc(termMonthDistributionDates.date), asc(termMonthDistributionDates.id));
}

/** The months' submitted reports with the submitter's name. */
export function monthReports(db: Db, monthIds: number[]) {
  return db
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
    .where(inArray(distributionReports.termMonthId, monthIds));
}

/** The months' students (unordered: the caller sorts them by name). */
export function monthStudents(db: Db, monthIds: number[]) {
  return db
    .select({
      id: distributions.id,
      termMonthId: distributions.termMonthId,
      studentName: distributions.studentName,
      studentIdNumber: distributions.studentIdNumber,
      testimonial: distributions.testimonial,
    })
    .from(distributions)
    .where(inArray(distributions.termMonthId, monthIds));
}

/**
 * The counts of the months' students: one row per student with the date ids and counts as two
 * arrays, fed in the same row order (a quarter of the rows of one row per count). Unordered:
 * sorting inside each group tripled this read's time; the caller lays them out by its dates.
 */
export function monthEntries(db: Db, monthIds: number[]) {
  return db
    .select({
      distributionId: distributionDateEntries.distributionId,
      dateIds: sql<number[]>`array_agg(${distributionDateEntries.termMonthDistributionDateId})`,
      numbers: sql<number[]>`array_agg(${distributionDateEntries.distributionNumber})`,
    })
    .from(distributionDateEntries)
    .innerJoin(
      termMonthDistributionDates,
      eq(termMonthDistributionDates.id, distributionDateEntries.termMonthDistributionDateId),
    )
    .where(inArray(termMonthDistributionDates.termMonthId, monthIds))
    .groupBy(distributionDateEntries.distributionId);
}

/**
 * Each month's number of students and sum of their counts, added up by the database: what the
 * summary shows when nobody asked for the students themselves. Months without students have
 * no row.
 */
export function monthFigures(db: Db, monthIds: number[]) {
  return db
    .select({
      termMonthId: distributions.termMonthId,
      students: sql<number>`count(distinct ${distributions.id})::int`,
      distributed: sql<number>`coalesce(sum(${distributionDateEntries.distributionNumber}), 0)::int`,
    })
    .from(distributions)
    .leftJoin(distributionDateEntries, eq(distributionDateEntries.distributionId, distributions.id))
    .where(inArray(distributions.termMonthId, monthIds))
    .groupBy(distributions.termMonthId);
}
