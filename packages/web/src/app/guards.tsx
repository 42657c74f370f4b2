import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../lib/current-user';
import { allPrograms } from '../lib/programs';

/** {programUrl}/principal-signature/{id}: the link as a program's own path (spec 2 §2). */
const PROGRAM_SIGNATURE_PATH = /^(\/[\w-]+)\/principal-signature\/([^/]+)\/?$/;

/**
 * The public signature page a program's own signature path stands for, if the path is one and
 * the visitor is not an admin: spec 2 §2 makes {program}/principal-signature/{id} reachable
 * without login, so a principal (or an educator) goes to /principal-signature/{id} with the same
 * token. An admin stays in the program area, where the path is the read-only admin view.
 */
function publicSignaturePath(pathname: string, isAdmin: boolean): string | null {
  if (isAdmin) return null;
  const match = PROGRAM_SIGNATURE_PATH.exec(pathname);
  if (!match || !allPrograms().some((program) => program.url === match[1])) return null;
  return `/principal-signature/${match[2]}`;
}

/** Router guard: any user that has a type passes; anyone else goes to /login. */
export function RequireUser() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const signature = publicSignaturePath(pathname, user?.type === 'ADMIN');
  if (signature) return <Navigate to={signature} replace />;
  if (!user?.type) return <Navigate to="/login" replace />;
  return <Outlet />;
}
