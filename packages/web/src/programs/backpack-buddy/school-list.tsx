import SchoolsPage from '../../features/admin/schools/schools-page';
import { BACKPACK_BUDDY_SCHOOL_LIST } from './bindings';
import type { AdminScreenProps } from '../web-program';

/** Backpack Buddy's school list ({programUrl}/schools): the shared list with its query and columns. */
export default function BackpackBuddySchoolList({ program }: AdminScreenProps) {
  return <SchoolsPage program={program} binding={BACKPACK_BUDDY_SCHOOL_LIST} />;
}
