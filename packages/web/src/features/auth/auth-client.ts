import { getApolloContext } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useContext } from 'react';
import type { AuthKit } from './load-auth-kit';

/**
 * The client the login and registration pages send their mutation with: the one an
 * <ApolloProvider> above gives (tests give theirs), else the app's own, from the loaded kit.
 * Only Apollo's React context is imported here, not the client.
 */
export function useAuthClient(): (kit: AuthKit) => ApolloClient {
  const provided = useContext(getApolloContext()).client;
  return (kit) => provided ?? kit.appApolloClient();
}
