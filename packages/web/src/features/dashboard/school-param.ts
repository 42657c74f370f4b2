import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { EducatorSchoolsDocument } from './school-param.queries';

/**
 * The school chosen in the dashboard's school-site dropdown lives in the URL (`?school=42`), so
 * a link or a reload keeps the view, and Back undoes a change. No value means All School Sites.
 */
export const SCHOOL_PARAM = 'school';

export type UserSchool = { schoolId: number; name: string };

/**
 * The signed-in educator's schools (the educatorSchools query: granted by an admin or by their
 * own approved application), by name, and whether they are still loading. Cache first: the
 * dashboard's prefetch usually has them in the cache already. Nobody else has schools (an admin
 * is not asked). A failure leaves the list empty.
 */
export function useEducatorSchools(): { schools: UserSchool[]; loading: boolean } {
  const educator = useCurrentUser()?.type === 'EDUCATOR';
  const { data, loading } = useQuery(EducatorSchoolsDocument, { skip: !educator });
  const schools = [...(data?.educatorSchools ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return { schools, loading: educator && loading };
}

/** The user's schools, by name (none while they load). */
export function useUserSchools(): UserSchool[] {
  return useEducatorSchools().schools;
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
