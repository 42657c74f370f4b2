import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { Outlet } from 'react-router';
import { STARTUP_LOADER_EXTRA_MS } from '@portal/domain';
import { CurrentSessionContext } from '../lib/current-user';
import type { CurrentSession } from '../lib/current-user';
import { endSession } from '../lib/end-session';
import { CurrentUserDocument } from '../lib/session.queries';
import { useSession } from '../lib/session-store';
import { StartupScreen } from './startup-screen';
import { useExtraDelay } from './use-extra-delay';

/**
 * Start-up: when signed in (the session cookie), load the user and the enumerations; on failure the session is
 * cleared (and the guards go to /login). The loader stays for an extra 100 ms.
 */
export function StartupGate() {
  const client = useApolloClient();
  const { signedIn } = useSession();
  const { data, error } = useQuery(CurrentUserDocument, { skip: !signedIn });
  const loading = signedIn && !data && !error;
  const showLoader = useExtraDelay(loading, STARTUP_LOADER_EXTRA_MS);

  useEffect(() => {
    if (signedIn && error) void endSession(client);
  }, [signedIn, error, client]);

  const session = useMemo<CurrentSession>(
    () => (signedIn && data ? { user: data.educatorUser, enums: data.enums } : null),
    [signedIn, data],
  );

  if (showLoader || (signedIn && error)) {
    return <StartupScreen />;
  }
  return (
    <CurrentSessionContext value={session}>
      <Outlet />
    </CurrentSessionContext>
  );
}
