import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../lib/current-user';

/** Router guard: any user that has a type passes; anyone else goes to /login. */
export function RequireUser() {
  const user = useCurrentUser();
  if (!user?.type) return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** Login, register and password screens: a signed-in user is sent home. */
export function PublicOnly() {
  const user = useCurrentUser();
  if (user?.type) return <Navigate to="/" replace />;
  return <Outlet />;
}
