import { GraphQLError } from 'graphql';
import { MESSAGES } from '@portal/domain';
import type { SchoolMarketRow } from './access.ts';

/**
 * Educators change a School Market application only while it is in progress: once submitted
 * (PENDING_PRINCIPAL), approved or decided by staff it is read-only (spec 2 §4).
 */
export function assertEditable(app: SchoolMarketRow): void {
  if (app.status !== 'IN_PROGRESS') {
    throw new GraphQLError(MESSAGES.applicationLocked, { extensions: { code: 'FORBIDDEN' } });
  }
}
