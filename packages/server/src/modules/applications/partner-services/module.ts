import { getTableName } from 'drizzle-orm';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { applicationPartnerServices } from '../../../db/schema/application-partner-services.ts';
import { HOLDERS } from '../../programs/holders.ts';
import type { HolderProgramModule } from '../../programs/types.ts';
import { partnerServicesApplicationModule } from './resolvers.ts';

/**
 * Partner Services' server module: applications of organizations, no signer. Built: its table
 * (the educator's required flags read it) and its application's GraphQL part (the form, the
 * organization choice and prefill, My Account's list); approval.ts is what approving does to
 * the organization.
 */
export const partnerServicesModule: HolderProgramModule<'partnerServices'> = {
  key: 'partnerServices',
  entry: PROGRAMS_BY_KEY.partnerServices,
  holder: HOLDERS.organization,
  applications: {
    table: applicationPartnerServices,
    name: getTableName(applicationPartnerServices),
    related: [],
  },
  signatures: 'none',
  graphql: partnerServicesApplicationModule,
};
