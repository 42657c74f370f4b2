import type { ApplicationStatus } from '../enums.ts';

/** Statuses an application reaches by itself, never chosen by an admin (spec 3 §4). */
const SYSTEM_STATUSES: readonly ApplicationStatus[] = [
  'IN_PROGRESS',
  'PENDING_PRINCIPAL',
  'PENDING',
];

/** The options of an application's status dropdown: the program's statuses an admin may choose. */
export function choosableStatuses(
  programStatuses: readonly ApplicationStatus[],
): ApplicationStatus[] {
  return programStatuses.filter((status) => !SYSTEM_STATUSES.includes(status));
}

/** A row still IN_PROGRESS cannot be changed (its dropdown is disabled). */
export function canChangeStatus(current: ApplicationStatus): boolean {
  return current !== 'IN_PROGRESS';
}

/**
 * Whether an admin may move an application from `current` to `next`: the row is not in
 * progress, and the new status is one an admin may choose for the program. Choosing the
 * current status again is allowed (nothing changes).
 */
export function isStatusChangeAllowed(
  programStatuses: readonly ApplicationStatus[],
  current: ApplicationStatus,
  next: ApplicationStatus,
): boolean {
  if (current === next) return true;
  return canChangeStatus(current) && choosableStatuses(programStatuses).includes(next);
}

/** Resend signature email is offered only while the principal's signature is awaited. */
export function canResendSignatureEmail(status: ApplicationStatus): boolean {
  return status === 'PENDING_PRINCIPAL';
}

/** The principal agreement view is offered in PENDING_PRINCIPAL or APPROVED. */
export function canViewAgreement(status: ApplicationStatus): boolean {
  return status === 'PENDING_PRINCIPAL' || status === 'APPROVED';
}

export type ReturningFlag = 'Yes' | 'No' | 'N/A';

/**
 * The Returning flag (spec 3 §4), from the most recent approved application: Yes if it is not
 * new, No if it is new, N/A when there is none. `applications` may be in any order.
 */
export function returningFlag(
  applications: readonly {
    status: string;
    new: boolean | null;
    submittedAt?: Date | string | null;
    createdAt?: Date | string | null;
  }[],
): ReturningFlag {
  const time = (a: (typeof applications)[number]) =>
    new Date(a.submittedAt ?? a.createdAt ?? 0).getTime();
  const approved = applications
    .filter((a) => a.status === 'APPROVED')
    .sort((a, b) => time(b) - time(a))[0];
  if (!approved) return 'N/A';
  return approved.new ? 'No' : 'Yes';
}
