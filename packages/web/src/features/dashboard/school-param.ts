import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';

/**
 * The school chosen in the dashboard's school-site dropdown lives in the URL (`?school=42`), so
 * a link or a reload keeps the view, and Back undoes a change. No value means All School Sites.
 */
export const SCHOOL_PARAM = 'school';

export type UserSchool = { schoolId: number; name: string };

/** The user's schools (those linked to the signed-in educator), by name. */
export function useUserSchools(): UserSchool[] {
  const user = useCurrentUser();
  return [...(user?.schools ?? [])].sort((a, b) => a.name.localeCompare(b.name));
}

/** The chosen school's id when it is one of the user's schools, else null (all of them). */
export function useSelectedSchoolId(): number | null {
  const [params] = useSearchParams();
  const schools = useUserSchools();
  const id = Number(params.get(SCHOOL_PARAM));
  return schools.some((school) => school.schoolId === id) ? id : null;
}

/** The search string that keeps the chosen school on a link ('' for all schools). */
export function schoolSearch(schoolId: number | null): string {
  return schoolId === null ? '' : `?${SCHOOL_PARAM}=${schoolId}`;
}
