import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext } from 'react';
import type { ReactNode } from 'react';
import { appApolloClient } from '../lib/apollo-client';

/**
 * The app's Apollo client for the screens below, in the chunks that use it (the login and
 * registration pages have none: app.tsx provides no client). A client provided above, as tests
 * do, is kept.
 */
export function AppApolloProvider({ children }: { children: ReactNode }) {
  const provided = useContext(getApolloContext()).client;
  return <ApolloProvider client={provided ?? appApolloClient()}>{children}</ApolloProvider>;
}
