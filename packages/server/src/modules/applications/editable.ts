import { GraphQLError } from 'graphql';
import { MESSAGES } from '@portal/domain';

/**
 * Educators change a Kids Cafe or Partner Services application only while it is in progress:
 * once submitted (PENDING), approved or decided by staff it is read-only (spec 2 §4), as School
 * Market's.
 */
export function assertEditable(app: { status: string }): void {
  if (app.status !== 'IN_PROGRESS') {
    throw new GraphQLError(MESSAGES.applicationLocked, { extensions: { code: 'FORBIDDEN' } });
  }
}
