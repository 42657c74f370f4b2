import type { ApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from './session-store';

/**
 * After login, register or staff sign-in (whose answer set the session cookie): note that this
 * browser is signed in and go home. The start-up gate then loads the user from the network (the
 * client's store is emptied first so nothing of an earlier session is shown). The client is
 * the caller's: the login and registration pages load Apollo only when their form is used.
 */
export function useSignIn(): (client: ApolloClient) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (client: ApolloClient) => {
      await client.clearStore();
      sessionStore.setSignedIn(true);
      navigate('/', { replace: true });
    },
    [navigate],
  );
}
