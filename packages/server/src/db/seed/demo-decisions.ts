// The history of a holder's year applications as the seeds write it (Kids Cafe sites, Partner
// Services organizations; demo and benchmark): when the team decided each one, which ones were
// the holder's first, and the holder's program status that follows from them.
import type { ApplicationStatus } from '../schema/enums.ts';

const DAY = 86_400_000;
/** The team decides (approves, denies, waitlists) five days after a submission. */
const DECISION_DAYS = 5;

/** What the history needs of a seeded application. */
export interface DemoDecision {
  /** The application year. */
  year: number;
  status: ApplicationStatus;
  /** Submission (ISO, UTC); null for a draft. */
  submittedAt: string | null;
  /** When a draft was started (ISO, UTC). */
  startedAt?: string;
}

const date = (iso: string | null | undefined) => (iso ? new Date(iso) : null);
const decided = (a: DemoDecision) =>
  a.status === 'APPROVED' || a.status === 'DENIED' || a.status === 'WAITLISTED';

/** When the team decided a submitted application (null while pending or a draft). */
export function demoDecidedAt(application: DemoDecision): Date | null {
  const submitted = date(application.submittedAt);
  return submitted && decided(application)
    ? new Date(submitted.getTime() + DECISION_DAYS * DAY)
    : null;
}

/**
 * Whether each application is the holder's first in the program ('new', which the admin lists'
 * Returning flag reads: spec 3 §4): no APPROVED application of the holder was submitted before it.
 */
export function demoNew(applications: readonly DemoDecision[]): boolean[] {
  const at = (a: DemoDecision) => date(a.submittedAt ?? a.startedAt)!.getTime();
  return applications.map(
    (a) => !applications.some((b) => b.status === 'APPROVED' && b.submittedAt && at(b) < at(a)),
  );
}

/**
 * The holder's program status (programStatuses) from its applications: ACTIVE once approved;
 * otherwise from its latest submitted application, PENDING, WAITLISTED, or INACTIVE when denied
 * or withdrawn; none while it has only a draft or nothing. `firstYear`: the year of its first
 * submitted application.
 */
export function demoHolderStatus(applications: readonly DemoDecision[]) {
  const submitted = applications
    .filter((a) => a.submittedAt)
    .sort((a, b) => a.submittedAt!.localeCompare(b.submittedAt!));
  const firstYear = submitted.length ? Math.min(...submitted.map((a) => a.year)) : null;
  const approved = submitted.filter((a) => a.status === 'APPROVED').at(-1);
  if (approved) return { status: 'ACTIVE', updatedAt: demoDecidedAt(approved), firstYear };
  const last = submitted.at(-1);
  if (!last) return { status: null, updatedAt: null, firstYear };
  const status =
    last.status === 'WAITLISTED'
      ? 'WAITLISTED'
      : last.status === 'DENIED' || last.status === 'WITHDRAWN'
        ? 'INACTIVE'
        : 'PENDING';
  return { status, updatedAt: demoDecidedAt(last) ?? date(last.submittedAt), firstYear };
}

/** A seeded application of a holder with the demo educator who started it. */
export interface DemoOwnedDecision extends DemoDecision {
  owner: string;
}

/**
 * The columns every seeded year application has from its history: status, draft and steps, 'new'
 * (demoNew's), isContinuation false (as the servers of holder programs keep it), the submission,
 * its owner as submitter, and created (a week before the submission, or when the draft was
 * started) and updated (the decision, else the submission) times.
 */
export function demoApplicationColumns(
  application: DemoDecision,
  isNew: boolean,
  submittedById: number | null,
) {
  const draft = application.status === 'IN_PROGRESS';
  const submitted = date(application.submittedAt);
  const createdAt = submitted
    ? new Date(submitted.getTime() - 7 * DAY)
    : date(application.startedAt)!;
  return {
    status: application.status,
    draft,
    stepsCompleted: draft ? 0 : 1,
    new: isNew,
    isContinuation: false,
    submittedAt: submitted,
    submittedById,
    createdAt,
    updatedAt: demoDecidedAt(application) ?? submitted ?? createdAt,
  };
}

/**
 * The demo educators' grants of a holder: an admin's assignments (source ADMIN, at `assignedAt`),
 * then the submitters of its approved applications (source APPLICATION, at the decision); an
 * account keeps its first grant only.
 */
export function demoGrants(
  holder: { assigned: readonly string[]; applications: readonly DemoOwnedDecision[] },
  assignedAt: Date,
): { email: string; source: 'ADMIN' | 'APPLICATION'; createdAt: Date }[] {
  const wanted = [
    ...holder.assigned.map((email) => ({ email, source: 'ADMIN' as const, createdAt: assignedAt })),
    ...holder.applications
      .filter((a) => a.status === 'APPROVED')
      .map((a) => ({
        email: a.owner,
        source: 'APPLICATION' as const,
        createdAt: demoDecidedAt(a)!,
      })),
  ];
  return wanted.filter((grant, i) => wanted.findIndex((g) => g.email === grant.email) === i);
}
