import { getTableName } from 'drizzle-orm';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { applicationKidsCafe } from '../../../db/schema/application-kids-cafe.ts';
import { HOLDERS } from '../../programs/holders.ts';
import type { HolderProgramModule } from '../../programs/types.ts';
import { kidsCafeApplicationModule } from './resolvers.ts';

/**
 * Kids Cafe's server module: applications of Kids Cafe sites, no signer. Built: its table (the
 * educator's required flags read it) and its application's GraphQL part (the form, the site
 * dropdown and prefill, My Account's list); approval.ts is what approving does to the site.
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
  graphql: kidsCafeApplicationModule,
};
