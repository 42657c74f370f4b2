import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session-store';

/**
 * Login, register and password screens: a browser that is signed in is sent home, where the
 * start-up gate loads the user (or, when the session has ended, sends it back here). Apart from
 * guards.tsx, which the signed-in routes load with the programs.
 */
export function PublicOnly() {
  const { signedIn } = useSession();
  if (signedIn) return <Navigate to="/" replace />;
  return <Outlet />;
}
