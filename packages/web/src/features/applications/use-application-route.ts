import { useLocation, useParams, useSearchParams } from 'react-router';
import type { Program } from '@portal/domain';
import { useCurrentUser } from '../../lib/current-user';
import { isApplicationRequired } from '../../lib/programs';
import { parseId, parseYear } from './application-paths';

/**
 * What a school program's application page reads from its route and its user:
 * {programUrl}/application/:step/:id?, the caller's kind and whether the program requires the
 * application of them, and the term year (the application's, else the link's, else the program's
 * default: `termYearOf`).
 */
export function useApplicationRoute(program: Program) {
  const { step, id } = useParams();
  const { search } = useLocation();
  const [searchParams] = useSearchParams();
  const user = useCurrentUser();
  const required = user ? isApplicationRequired(user, program) : true;
  return {
    step,
    id,
    search,
    appId: parseId(id),
    isAdmin: user?.type === 'ADMIN',
    required,
    requiredId: (user?.[program.requiredIdFlag as keyof typeof user] as number | null) ?? null,
    termYearOf: (applicationYear: number | undefined) =>
      applicationYear ??
      parseYear(searchParams.get(program.termYearParam)) ??
      program.defaultTermYear,
  };
}
