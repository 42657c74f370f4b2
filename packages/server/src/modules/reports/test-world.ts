/** Shared set-up of the reports module's integration tests (not a test file itself). */
import { count } from 'drizzle-orm';
import {
  distributionDateEntries,
  distributionReports,
  distributions,
} from '../../db/schema/distributions.ts';
import {
  createSchool,
  createTerm,
  createTermMonth,
  createUser,
  linkSchool,
} from '../../testing/factories.ts';
import type { TestApi } from '../../testing/test-api.ts';

export const REPORTS = `query ($s: String!, $e: String!, $school: Int) {
  schoolReports(startDate: $s, endDate: $e, schoolId: $school) {
    schoolId name backpackBuddyId
    termMonths {
      termMonthId termMonthFormatted startDate weeklyAllocation monthlyAllocation
      allocated distributed discarded
      distributionDates { termMonthDistributionDateId date } studentCount
      distributions { distributionId studentName studentIdNumber testimonial
        distributionDateEntries { termMonthDistributionDateId distributionNumber } counts }
      distributionReport { comments submittedBy educatorId createdAt }
    }
  }
}`;
/** Every school's months without their students, as the All School Sites summary asks. */
export const REPORTS_SUMMARY = `query ($s: String!, $e: String!, $school: Int) {
  schoolReports(startDate: $s, endDate: $e, schoolId: $school) {
    schoolId name backpackBuddyId
    termMonths {
      termMonthId termMonthFormatted startDate allocated distributed discarded studentCount
      distributionReport { submittedBy createdAt }
    }
  }
}`;
export const SAVE = `mutation ($input: SaveDistributionInput!) { saveDistribution(input: $input) {
  distributionId studentName studentIdNumber testimonial
  distributionDateEntries { termMonthDistributionDateId distributionNumber } } }`;
export const DELETE = `mutation ($ids: [Int!]!) { deleteDistributions(distributionIds: $ids) }`;
export const COPY = `mutation ($id: Int!) { copyStudents(termMonthId: $id) }`;
export const UPLOAD = `mutation ($input: UploadStudentsInput!) { uploadStudents(input: $input) }`;
export const SUBMIT = `mutation ($input: SubmitReportInput!) { submitReport(input: $input) {
  comments submittedBy educatorId createdAt } }`;
export const DELETE_REPORTS = `mutation ($ids: [Int!]!) { deleteReports(termMonthIds: $ids) }`;

export type SchoolReportsResult = {
  schoolReports: {
    schoolId: number;
    name: string;
    backpackBuddyId: string | null;
    termMonths: {
      termMonthId: number;
      termMonthFormatted: string;
      startDate: string;
      allocated: number;
      distributed: number;
      discarded: number;
      distributionDates: { termMonthDistributionDateId: number; date: string }[];
      studentCount: number;
      distributions: {
        distributionId: number;
        studentName: string;
        studentIdNumber: string;
        distributionDateEntries: {
          termMonthDistributionDateId: number;
          distributionNumber: number;
        }[];
        counts: (number | null)[];
      }[];
      distributionReport: { comments: string | null; submittedBy: string | null } | null;
    }[];
  }[];
};

export type User = Awaited<ReturnType<typeof createUser>>;
export type Month = Awaited<ReturnType<typeof createTermMonth>>;

/**
 * The callers of the role matrix: an educator of the school, an educator of another school,
 * an admin (anonymous callers send no token).
 */
export async function reportsWorld(api: TestApi) {
  const term = await createTerm(api.db, { year: 2025, type: 'SCHOOL' });
  const educator = await createUser(api.db, { firstName: 'Erin', lastName: 'Educator' });
  const stranger = await createUser(api.db, { firstName: 'Sam', lastName: 'Stranger' });
  const admin = await createUser(api.db, { type: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
  const strangerSchool = await createSchool(api.db, { name: 'Other High' });
  await linkSchool(api.db, stranger.id, strangerSchool.id);

  /** A new school of the educator with one term month (October 2025, 4 Fridays by default). */
  async function schoolWithMonth(options: Partial<Parameters<typeof createTermMonth>[1]> = {}) {
    const school = await createSchool(api.db);
    await linkSchool(api.db, educator.id, school.id);
    const month = await createTermMonth(api.db, {
      schoolId: school.id,
      termId: term.id,
      startDate: '2025-10-01',
      dates: ['2025-10-03', '2025-10-10', '2025-10-17', '2025-10-24'],
      ...options,
    });
    return { school, month };
  }

  return { term, educator, stranger, admin, strangerSchool, schoolWithMonth };
}

/** Rows of the tables the reports write, to show that a refused call changed nothing. */
export async function tableCounts(api: TestApi) {
  const [d] = await api.db.select({ n: count() }).from(distributions);
  const [e] = await api.db.select({ n: count() }).from(distributionDateEntries);
  const [r] = await api.db.select({ n: count() }).from(distributionReports);
  return { distributions: d!.n, entries: e!.n, reports: r!.n };
}

/** The input of saveDistribution for a month, counts in date order. */
export function studentInput(
  month: Month,
  counts: (number | string)[] = month.dates.map(() => 1),
  extra: Record<string, unknown> = {},
) {
  return {
    termMonthId: month.id,
    studentName: 'Ana Ruiz',
    studentIdNumber: 'S-100',
    testimonial: null,
    dateEntries: month.dates.map((d, i) => ({
      termMonthDistributionDateId: d.id,
      distributionNumber: String(counts[i] ?? 0),
    })),
    ...extra,
  };
}
