import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CSRF_HEADER, MESSAGES } from '@portal/domain';
import { createErrorLink } from './error-link';
import { endSession } from './end-session';
import { toast } from './toast-store';
import { createUploadLink, hasFiles } from './upload-link';

/**
 * The session travels as the HttpOnly cookie the server set at sign-in (the browser sends it on
 * every same-origin request); every request also carries the CSRF header, which the server
 * requires with the cookie and which a page of another site cannot add.
 */
export const csrfLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, [CSRF_HEADER]: '1' },
  }));
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

/**
 * The link to the server: JSON over HTTP, or a multipart request for an operation whose
 * variables hold a file (uploadS3Object).
 */
function httpTerminal(): ApolloLink {
  const options = { uri: '/graphql', credentials: 'same-origin' } as const;
  return ApolloLink.split(
    (operation) => hasFiles(operation.variables),
    createUploadLink(options),
    new HttpLink(options),
  );
}

let appClient: ApolloClient | undefined;

/**
 * The app's one client, made on first use: the signed-in screens provide it (app/apollo-root),
 * and the login and registration pages, which load Apollo only when their form is used, send
 * their mutation with it. Tests give their own client to <ApolloProvider> instead.
 */
export function appApolloClient(): ApolloClient {
  appClient ??= createApolloClient();
  return appClient;
}

/** A client; `terminal` replaces the HTTP links in tests. */
export function createApolloClient(terminal: ApolloLink = httpTerminal()) {
  const errorLink = createErrorLink({
    onUnauthenticated: () => endSession(client),
    onNetworkError: () => toast.warning(MESSAGES.networkError),
  });
  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([errorLink, csrfLink, terminal]),
    cache: createCache(),
  });
  return client;
}
