import { GraphQLError } from 'graphql';
import { MESSAGES } from '@portal/domain';
import type { TeachersAidRow } from './access.ts';

/**
 * Educators change a Teachers Aid application only while it is in progress: once submitted
 * (PENDING_PRINCIPAL), approved or decided by staff it is read-only (spec 2 §4).
 */
export function assertEditable(app: TeachersAidRow): void {
  if (app.status !== 'IN_PROGRESS') {
    throw new GraphQLError(MESSAGES.applicationLocked, { extensions: { code: 'FORBIDDEN' } });
  }
}

/** Steps are saved in order: step n needs steps 1 … n-1 saved in full. */
export function assertPreviousSteps(app: TeachersAidRow, step: number): void {
  if (app.stepsCompleted < step - 1) {
    throw new GraphQLError(MESSAGES.previousStepsRequired, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
}

/**
 * How many steps are complete after a save of `step`: a full save completes it (steps are saved
 * in order, so the count is at least `step`); a draft completes nothing, and a draft whose
 * values would not pass the step's submit rules makes that step (and those after it) incomplete
 * again, so a later submit cannot go through with a step emptied by a draft.
 */
export function stepsCompletedAfter(
  app: { stepsCompleted: number } | undefined,
  step: number,
  save: { draft: boolean; complete: boolean },
): number {
  const before = app?.stepsCompleted ?? 0;
  if (!save.draft) return Math.max(before, step);
  return save.complete ? before : Math.min(before, step - 1);
}
