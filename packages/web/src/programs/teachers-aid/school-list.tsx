import SchoolsPage from '../../features/admin/schools/schools-page';
import { TEACHERS_AID_SCHOOL_LIST } from './bindings';
import type { AdminScreenProps } from '../web-program';

/** Teachers Aid's school list ({programUrl}/schools): the shared list with its query and columns. */
export default function TeachersAidSchoolList({ program }: AdminScreenProps) {
  return <SchoolsPage program={program} binding={TEACHERS_AID_SCHOOL_LIST} />;
}
