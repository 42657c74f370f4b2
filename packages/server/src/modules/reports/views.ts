/** The GraphQL shapes of the reports module, built from plain rows. */

export interface DateEntryView {
  termMonthDistributionDateId: number;
  distributionNumber: number;
}

export interface DistributionView {
  distributionId: number;
  studentName: string;
  studentIdNumber: string;
  testimonial: string | null;
  distributionDateEntries: DateEntryView[];
  /** The counts in the order of the month's dates, null where none. */
  counts: (number | null)[];
}

export interface ReportView {
  comments: string | null;
  submittedBy: string | null;
  educatorId: number | null;
  createdAt: Date;
}

/**
 * A student with its entries (in date order) and its counts, given its counts by date id and
 * the ids of the month's dates in date order (by date, then id).
 */
export function distributionView(
  row: { id: number; studentName: string; studentIdNumber: string; testimonial: string | null },
  countOf: ReadonlyMap<number, number>,
  dateIds: readonly number[],
): DistributionView {
  const entries: DateEntryView[] = [];
  for (const id of dateIds) {
    const count = countOf.get(id);
    if (count !== undefined) {
      entries.push({ termMonthDistributionDateId: id, distributionNumber: count });
    }
  }
  return {
    distributionId: row.id,
    studentName: row.studentName,
    studentIdNumber: row.studentIdNumber,
    testimonial: row.testimonial,
    distributionDateEntries: entries,
    counts: dateIds.map((id) => countOf.get(id) ?? null),
  };
}

export function reportView(row: {
  comments: string | null;
  submittedById: number | null;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
}): ReportView {
  return {
    comments: row.comments,
    submittedBy: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    educatorId: row.submittedById,
    createdAt: row.createdAt,
  };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Names in the order a person expects (case and accents ignored, numbers by value), then by id:
 * the same on PGlite and PostgreSQL whatever the database's collation.
 */
export function byName<T>(name: (item: T) => string, id: (item: T) => number) {
  return (a: T, b: T) => collator.compare(name(a), name(b)) || id(a) - id(b);
}
