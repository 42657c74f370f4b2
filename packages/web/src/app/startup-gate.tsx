import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { Outlet } from 'react-router';
import { STARTUP_LOADER_EXTRA_MS } from '@portal/domain';
import { Loading } from '../components/loading';
import { CurrentSessionContext } from '../lib/current-user';
import type { CurrentSession } from '../lib/current-user';
import { endSession } from '../lib/end-session';
import { CurrentUserDocument } from '../lib/session.queries';
import { useSession } from '../lib/session-store';
import { useExtraDelay } from './use-extra-delay';

/**
 * Start-up: with a stored token, load the user and the enumerations; on failure the session is
 * cleared (and the guards go to /login). The loader stays for an extra 100 ms.
 */
export function StartupGate() {
  const client = useApolloClient();
  const { token } = useSession();
  const { data, error } = useQuery(CurrentUserDocument, { skip: !token });
  const loading = Boolean(token) && !data && !error;
  const showLoader = useExtraDelay(loading, STARTUP_LOADER_EXTRA_MS);

  useEffect(() => {
    if (token && error) void endSession(client);
  }, [token, error, client]);

  const session = useMemo<CurrentSession>(
    () => (token && data ? { user: data.educatorUser, enums: data.enums } : null),
    [token, data],
  );

  if (showLoader || (token && error)) {
    return (
      <main className="startup">
        <Loading fullPage />
      </main>
    );
  }
  return (
    <CurrentSessionContext value={session}>
      <Outlet />
    </CurrentSessionContext>
  );
}
