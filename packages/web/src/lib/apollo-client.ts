import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { MESSAGES } from '@portal/domain';
import { createErrorLink } from './error-link';
import { endSession } from './end-session';
import { sessionStore } from './session-store';
import { toast } from './toast-store';

/** Sends the stored token as 'Authorization: Bearer <token>' on every request. */
export const authLink = new ApolloLink((operation, forward) => {
  const { token } = sessionStore.get();
  if (token) {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, Authorization: `Bearer ${token}` },
    }));
  }
  return forward(operation);
});

export function createCache() {
  return new InMemoryCache({
    typePolicies: {
      Enumeration: { keyFields: ['name'] },
      // Rows of My Account come from each program's applications: their ids repeat across
      // programs, so they are kept inside their list rather than merged by id.
      UserApplication: { keyFields: false },
    },
  });
}

/** The app's client; `terminal` replaces the HTTP link in tests. */
export function createApolloClient(terminal: ApolloLink = new HttpLink({ uri: '/graphql' })) {
  const errorLink = createErrorLink({
    onUnauthenticated: () => endSession(client),
    onNetworkError: () => toast.warning(MESSAGES.networkError),
  });
  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, terminal]),
    cache: createCache(),
  });
  return client;
}
