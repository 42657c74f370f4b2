// Which demo school (by list index in demo-data.ts) has which application (Kids Cafe's sites and
// applications: demo-kids-cafe-sites.ts; Partner Services' organizations and applications:
// demo-partner-services-organizations.ts).
// The demo educator's schools are 2 (Eastwood Park Middle School, Houston ISD), 12 and 18.
import type { ApplicationStatus, TermType } from '../schema/enums.ts';

export interface PlannedApplication {
  index: number;
  year: number;
  type: TermType;
  status: ApplicationStatus;
}

const plan = (
  year: number,
  type: TermType,
  status: ApplicationStatus,
  indexes: number[],
): PlannedApplication[] => indexes.map((index) => ({ index, year, type, status }));

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

export const BACKPACK_BUDDY_PLAN: PlannedApplication[] = [
  ...plan(2024, 'SCHOOL', 'APPROVED', range(0, 13)),
  ...plan(2025, 'SCHOOL', 'APPROVED', range(0, 16)),
  ...plan(2025, 'SCHOOL', 'PENDING_PRINCIPAL', [16, 17]),
  ...plan(2025, 'SCHOOL', 'DENIED', [19]),
  ...plan(2025, 'SUMMER', 'APPROVED', [4, 5, 8]),
  ...plan(2026, 'SCHOOL', 'APPROVED', range(0, 10)),
  ...plan(2026, 'SCHOOL', 'PENDING_PRINCIPAL', [10, 11, 12]),
  ...plan(2026, 'SCHOOL', 'IN_PROGRESS', [13, 18]),
];

export const SCHOOL_MARKET_PLAN: (PlannedApplication & {
  marketType: 'BRICK_MORTAR' | 'MOBILE' | 'ALTERNATE';
})[] = [
  { index: 2, year: 2025, type: 'SCHOOL', status: 'APPROVED', marketType: 'BRICK_MORTAR' },
  { index: 2, year: 2026, type: 'SCHOOL', status: 'PENDING_PRINCIPAL', marketType: 'BRICK_MORTAR' },
  { index: 9, year: 2025, type: 'SCHOOL', status: 'APPROVED', marketType: 'MOBILE' },
  { index: 13, year: 2025, type: 'SCHOOL', status: 'PENDING_PRINCIPAL', marketType: 'MOBILE' },
  { index: 20, year: 2025, type: 'SCHOOL', status: 'APPROVED', marketType: 'BRICK_MORTAR' },
  { index: 24, year: 2025, type: 'SCHOOL', status: 'IN_PROGRESS', marketType: 'MOBILE' },
  { index: 26, year: 2025, type: 'SCHOOL', status: 'WAITLISTED', marketType: 'ALTERNATE' },
  { index: 29, year: 2025, type: 'SCHOOL', status: 'DENIED', marketType: 'MOBILE' },
];

export const TEACHERS_AID_PLAN: PlannedApplication[] = [
  { index: 2, year: 2025, type: 'SCHOOL', status: 'APPROVED' },
  { index: 2, year: 2026, type: 'SCHOOL', status: 'PENDING_PRINCIPAL' },
  { index: 10, year: 2025, type: 'SCHOOL', status: 'APPROVED' },
  { index: 14, year: 2025, type: 'SCHOOL', status: 'APPROVED' },
  { index: 21, year: 2025, type: 'SCHOOL', status: 'IN_PROGRESS' },
  { index: 27, year: 2025, type: 'SCHOOL', status: 'WAITLISTED' },
];

/** Weekly Backpack Buddy allocation of a school in a year. */
export const weeklyAllocation = (index: number, year: number) =>
  index === 2 ? (year >= 2026 ? 45 : 40) : 20 + ((index * 7 + year) % 9) * 5;

/** When a planned application was submitted (null while in progress). */
export function submittedAt(p: PlannedApplication): Date | null {
  if (p.status === 'IN_PROGRESS') return null;
  const month = p.type === 'SCHOOL' ? 4 : 3;
  const day = 6 + (p.index % 20);
  return new Date(Date.UTC(p.year, month - 1, day, 15, 30));
}

/** When the principal signed (approved applications of the signed programs). */
export function signedAt(p: PlannedApplication): Date | null {
  const at = submittedAt(p);
  return at && p.status === 'APPROVED' ? new Date(at.getTime() + 3 * 86_400_000) : null;
}

/** Continuation: an APPROVED, non-continuation application in the previous year. */
export function withContinuation<T extends PlannedApplication>(
  list: T[],
): (T & { isContinuation: boolean; isNew: boolean })[] {
  const sorted = [...list].sort((a, b) => a.year - b.year);
  const out: (T & { isContinuation: boolean; isNew: boolean })[] = [];
  for (const p of sorted) {
    const earlier = out.filter((q) => q.index === p.index && q.year < p.year);
    const approved = earlier.filter((q) => q.status === 'APPROVED');
    out.push({
      ...p,
      isContinuation: approved.some((q) => q.year === p.year - 1 && !q.isContinuation),
      isNew: approved.length === 0,
    });
  }
  return out;
}

type Status = { status: string | null; updatedAt: Date | null; firstYear: number | null };

/** A school's program status from its planned applications of one program. */
export function programStatus(list: PlannedApplication[], index: number): Status {
  const mine = list.filter((p) => p.index === index).sort((a, b) => a.year - b.year);
  const submitted = mine.filter((p) => p.status !== 'IN_PROGRESS');
  const firstYear = submitted[0]?.year ?? null;
  const approved = mine.filter((p) => p.status === 'APPROVED').at(-1);
  if (approved) return { status: 'ACTIVE', updatedAt: signedAt(approved), firstYear };
  const last = submitted.at(-1);
  if (!last) return { status: null, updatedAt: null, firstYear };
  const status =
    last.status === 'DENIED' ? 'INACTIVE' : last.status === 'WAITLISTED' ? 'WAITLISTED' : 'PENDING';
  return { status, updatedAt: submittedAt(last), firstYear };
}

/** Schools with food safety entries: completed for 0-9, expired for 10 and 11. */
export function foodSafetyStatus(index: number): string | null {
  if (index < 10) return 'COMPLETED';
  if (index < 12) return 'EXPIRED';
  return programStatus(BACKPACK_BUDDY_PLAN, index).status === 'ACTIVE' ? 'NOT_COMPLETED' : null;
}
