import type { Tx } from '../client.ts';
import { allocationEntries } from '../schema/allocations.ts';
import {
  distributionDateEntries,
  distributionReports,
  distributions,
} from '../schema/distributions.ts';
import { foodSafetyEntries } from '../schema/food-safety.ts';
import { termMonthDistributionDates, termMonths } from '../schema/terms.ts';
import { chunks } from './bulk.ts';
import { fridaysOf, monthsBetween } from '../../modules/terms/calendar.ts';
import type { DemoContext } from './demo-context.ts';
import { DEMO_STUDENTS } from './demo-data.ts';
import { signedAt, weeklyAllocation, type PlannedApplication } from './demo-plan.ts';

/** The demo educator's school whose months carry distributions and reports. */
const REPORTING_SCHOOL = 2;
const REPORTED_MONTHS = [
  '2026-01-01',
  '2026-02-01',
  '2026-03-01',
  '2026-04-01',
  '2026-05-01',
  '2026-08-01',
  '2026-09-01',
  '2026-10-01',
];
/** The last reported month is left open (distributions entered, report not submitted). */
const OPEN_MONTH = '2026-10-01';

const TESTIMONIALS = [
  'He told his teacher the weekend food means his little sister eats too.',
  'Her attendance on Mondays has improved since she started receiving a backpack.',
];

/**
 * Term months (with their Friday distribution dates) for every approved Backpack Buddy
 * application, allocation history, food safety entries, and a year of distributions and
 * reports for the demo educator's school.
 */
export async function seedDemoReports(
  tx: Tx,
  ctx: DemoContext,
  planned: PlannedApplication[],
): Promise<void> {
  const approved = planned.filter((p) => p.status === 'APPROVED');
  const monthRows = approved.flatMap((p) => {
    const term = ctx.termOf('BACKPACK_BUDDY', p.type, p.year);
    const weekly = weeklyAllocation(p.index, p.year);
    return monthsBetween(term.startDate, term.endDate).map((startDate) => ({
      termId: term.id,
      schoolId: ctx.schoolIds[p.index]!,
      startDate,
      weeklyAllocation: weekly,
      monthlyAllocation: weekly * fridaysOf(startDate).length,
      createdAt: signedAt(p)!,
    }));
  });
  const months: { id: number; schoolId: number; startDate: string }[] = [];
  for (const chunk of chunks(monthRows)) {
    months.push(
      ...(await tx.insert(termMonths).values(chunk).returning({
        id: termMonths.id,
        schoolId: termMonths.schoolId,
        startDate: termMonths.startDate,
      })),
    );
  }

  const dates: { id: number; termMonthId: number; date: string }[] = [];
  const dateRows = months.flatMap((m) =>
    fridaysOf(m.startDate).map((date) => ({ termMonthId: m.id, date })),
  );
  for (const chunk of chunks(dateRows)) {
    dates.push(
      ...(await tx.insert(termMonthDistributionDates).values(chunk).returning({
        id: termMonthDistributionDates.id,
        termMonthId: termMonthDistributionDates.termMonthId,
        date: termMonthDistributionDates.date,
      })),
    );
  }

  await tx.insert(allocationEntries).values(
    [...new Map(approved.map((p) => [`${p.index}:${p.year}`, p])).values()].map((p) => ({
      schoolId: ctx.schoolIds[p.index]!,
      weeklyAllocation: weeklyAllocation(p.index, p.year),
      updatedById: ctx.adminId,
      createdAt: new Date(Date.UTC(p.year, 6, 20, 15)),
    })),
  );

  await tx.insert(foodSafetyEntries).values(
    Array.from({ length: 12 }, (_, index) => ({
      schoolId: ctx.schoolIds[index]!,
      completedBy: `Food Handler Training, ${index < 10 ? 'fall 2025' : 'fall 2023'}`,
      completionDate: index < 10 ? `2025-09-${10 + index}` : '2023-08-15',
      expirationDate: index < 10 ? `2027-09-${10 + index}` : '2025-08-15',
      createdById: ctx.adminId,
    })),
  );

  const educatorId = ctx.userId('educator@example.org');
  const schoolId = ctx.schoolIds[REPORTING_SCHOOL]!;
  const reported = months.filter(
    (m) => m.schoolId === schoolId && REPORTED_MONTHS.includes(m.startDate),
  );
  const distributionRows = await tx
    .insert(distributions)
    .values(
      reported.flatMap((m, mi) =>
        DEMO_STUDENTS.map(([studentName, studentIdNumber], si) => ({
          termMonthId: m.id,
          studentName,
          studentIdNumber,
          testimonial: (mi + si) % 11 === 3 ? TESTIMONIALS[(mi + si) % 2]! : null,
          createdById: educatorId,
        })),
      ),
    )
    .returning({
      id: distributions.id,
      termMonthId: distributions.termMonthId,
      studentIdNumber: distributions.studentIdNumber,
    });
  await tx.insert(distributionDateEntries).values(
    distributionRows.flatMap((d, di) =>
      dates
        .filter((date) => date.termMonthId === d.termMonthId)
        .map((date, wi) => ({
          distributionId: d.id,
          termMonthDistributionDateId: date.id,
          distributionNumber: (di + wi) % 7 === 0 ? 0 : 1,
        })),
    ),
  );
  await tx.insert(distributionReports).values(
    reported
      .filter((m) => m.startDate !== OPEN_MONTH)
      .map((m, i) => {
        const [year, month] = m.startDate.split('-').map(Number) as [number, number];
        return {
          termMonthId: m.id,
          comments:
            i % 3 === 0 ? 'Two families moved away mid-month; sacks went to the waitlist.' : null,
          submittedById: educatorId,
          createdAt: new Date(Date.UTC(year, month, 4, 16)),
        };
      }),
  );
}
