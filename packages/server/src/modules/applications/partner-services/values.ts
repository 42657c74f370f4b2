import type { PartnerServicesApplication } from '@portal/domain/programs/partner-services';
import type { applicationPartnerServices } from '../../../db/schema/application-partner-services.ts';

type Columns = typeof applicationPartnerServices.$inferInsert;
type Answers = Omit<PartnerServicesApplication, 'organization'>;

/**
 * The application's own columns of a parsed form: every answer but the organization (kept as
 * the proposal, proposed-organization.ts) under its column's name.
 */
export function applicationColumnsOf(data: PartnerServicesApplication) {
  const { organization: _organization, ...answers } = data;
  // Does not compile when an answer of the form has no column of the same name and type.
  const columns: Pick<Columns, keyof Answers> = answers;
  return columns;
}
