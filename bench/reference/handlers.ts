import { adminSchoolBackpackBuddy } from './admin-school.ts';
import { applicationBackpackBuddy } from './application-backpack-buddy.ts';
import { educatorUser } from './educator-user.ts';
import type { ReferenceRequest } from './session.ts';

/**
 * A reference answer's `data`, or notFound. A handler reads the same rows as the portal's
 * resolver with plain SQL on a pg pool and shapes the same JSON. To give another scenario a
 * reference (the admin list's first page, schoolReports), add its handler here and name it in
 * the scenario (bench/reference/compare.ts, ReferencedScenario.reference).
 */
export type ReferenceHandler = (
  request: ReferenceRequest,
) => Promise<Record<string, unknown> | { notFound: true }>;

export const REFERENCE_HANDLERS = {
  educatorUser,
  applicationBackpackBuddy,
  adminSchoolBackpackBuddy,
} satisfies Record<string, ReferenceHandler>;

export type ReferenceName = keyof typeof REFERENCE_HANDLERS;
