import { GraphQLError } from 'graphql';
import { MESSAGES } from '@portal/domain';
import type { ApplicationRow } from './access.ts';

/** Educators change an application only while it is in progress (not pending, not approved). */
export function assertEditable(app: ApplicationRow): void {
  if (app.status !== 'IN_PROGRESS') {
    throw new GraphQLError(MESSAGES.applicationLocked, { extensions: { code: 'FORBIDDEN' } });
  }
}

/** Steps are saved in order: step n needs steps 1 … n-1 saved in full. */
export function assertPreviousSteps(app: ApplicationRow, step: number): void {
  if (app.stepsCompleted < step - 1) {
    throw new GraphQLError(MESSAGES.previousStepsRequired, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
}
