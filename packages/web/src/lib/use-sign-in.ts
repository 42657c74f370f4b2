import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from './session-store';

/**
 * After login, register or staff sign-in: store the token and go home. The start-up gate then
 * loads the user from the network (the store is emptied first so nothing of an earlier session
 * is shown).
 */
export function useSignIn(): (token: string) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(
    async (token: string) => {
      await client.clearStore();
      sessionStore.setToken(token);
      navigate('/', { replace: true });
    },
    [client, navigate],
  );
}
