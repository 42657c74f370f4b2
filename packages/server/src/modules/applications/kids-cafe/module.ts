import { getTableName } from 'drizzle-orm';
import { PROGRAMS_BY_KEY, notBuilt } from '@portal/domain';
import { applicationKidsCafe } from '../../../db/schema/application-kids-cafe.ts';
import { HOLDERS } from '../../programs/holders.ts';
import type { HolderProgramModule } from '../../programs/types.ts';

/**
 * Kids Cafe's server module: applications of Kids Cafe sites, no signer. Built: its table (the
 * educator's required flags read it). Not built: the application's GraphQL part and the admin
 * sites list (the Kids Cafe issue).
 */
export const kidsCafeModule: HolderProgramModule<'kidsCafe'> = {
  key: 'kidsCafe',
  entry: PROGRAMS_BY_KEY.kidsCafe,
  holder: HOLDERS.site,
  applications: {
    table: applicationKidsCafe,
    name: getTableName(applicationKidsCafe),
    related: [],
  },
  signatures: 'none',
  graphql: notBuilt('Kids Cafe application operations: the Kids Cafe issue'),
};
