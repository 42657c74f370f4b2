import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from './session-store';

/**
 * After login, register or staff sign-in (whose answer set the session cookie): note that this
 * browser is signed in and go home. The start-up gate then loads the user from the network (the
 * store is emptied first so nothing of an earlier session is shown).
 */
export function useSignIn(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await client.clearStore();
    sessionStore.setSignedIn(true);
    navigate('/', { replace: true });
  }, [client, navigate]);
}
