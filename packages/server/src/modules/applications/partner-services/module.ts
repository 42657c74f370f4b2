import { getTableName } from 'drizzle-orm';
import { PROGRAMS_BY_KEY, notBuilt } from '@portal/domain';
import { applicationPartnerServices } from '../../../db/schema/application-partner-services.ts';
import { HOLDERS } from '../../programs/holders.ts';
import type { HolderProgramModule } from '../../programs/types.ts';

/**
 * Partner Services' server module: applications of organizations, no signer. Built: its table
 * (the educator's required flags read it). Not built: the application's GraphQL part and the
 * admin organizations list (the Partner Services issue).
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
  graphql: notBuilt('Partner Services application operations: the Partner Services issue'),
};
