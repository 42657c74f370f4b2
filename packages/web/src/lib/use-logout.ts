import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from './end-session';
import { LogoutDocument } from './session.queries';

/** Log Out: revoke the session on the server (its failure is ignored), then forget it here. */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutDocument);
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The session ends on this device whatever the server answers.
    }
    await endSession(client);
    navigate('/login', { replace: true });
  }, [client, logout, navigate]);
}
