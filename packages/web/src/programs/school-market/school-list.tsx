import SchoolsPage from '../../features/admin/schools/schools-page';
import { SCHOOL_MARKET_SCHOOL_LIST } from './bindings';
import type { AdminScreenProps } from '../web-program';

/** School Market's school list ({programUrl}/schools): the shared list with its query and columns. */
export default function SchoolMarketSchoolList({ program }: AdminScreenProps) {
  return <SchoolsPage program={program} binding={SCHOOL_MARKET_SCHOOL_LIST} />;
}
