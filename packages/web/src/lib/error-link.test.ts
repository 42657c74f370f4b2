import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER } from '@portal/domain';
import { fakeLink } from '../test/fake-link';
import { createApolloClient } from './apollo-client';
import { createErrorLink } from './error-link';
import { sessionStore } from './session-store';
import { toast } from './toast-store';

const Ping = gql`
  query Ping {
    health
  }
`;

function clientWith(terminal: ApolloLink) {
  const handlers = { onUnauthenticated: vi.fn(), onNetworkError: vi.fn() };
  const client = new ApolloClient({
    link: ApolloLink.from([createErrorLink(handlers), terminal]),
    cache: new InMemoryCache(),
  });
  return { client, ...handlers };
}

describe('error link', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    toast.list().forEach((t) => toast.dismiss(t.id));
  });

  it("maps 'You must be logged in to do this' to logout", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client, onUnauthenticated, onNetworkError } = clientWith(
      fakeLink({ Ping: () => ({ errors: [{ message: 'You must be logged in to do this' }] }) }),
    );
    await expect(client.query({ query: Ping })).rejects.toThrow('You must be logged in to do this');
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(onNetworkError).not.toHaveBeenCalled();
  });

  it('reports a network error and only logs other GraphQL errors', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const network = clientWith(fakeLink({ Ping: () => new TypeError('Failed to fetch') }));
    await expect(network.client.query({ query: Ping })).rejects.toThrow();
    expect(network.onNetworkError).toHaveBeenCalledTimes(1);

    const other = clientWith(fakeLink({ Ping: () => ({ errors: [{ message: 'Nope' }] }) }));
    await expect(other.client.query({ query: Ping })).rejects.toThrow('Nope');
    expect(other.onNetworkError).not.toHaveBeenCalled();
    expect(other.onUnauthenticated).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });

  it('logs out the app client: signed-in flag removed and store reset', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStore.setSignedIn(true);
    sessionStore.setCurrentProgram('BACKPACK_BUDDY');
    const link = fakeLink({
      Ping: () => ({ errors: [{ message: 'You must be logged in to do this' }] }),
    });
    const client = createApolloClient(link);
    const clearStore = vi.spyOn(client, 'clearStore');
    await expect(client.query({ query: Ping })).rejects.toThrow();
    // The session is the cookie: the request carries the CSRF header, never a bearer token.
    expect(link.calls[0]?.headers).toMatchObject({ [CSRF_HEADER]: '1' });
    expect(link.calls[0]?.headers).not.toHaveProperty('Authorization');
    expect(sessionStore.get().signedIn).toBe(false);
    expect(localStorage.getItem('signedIn')).toBeNull();
    expect(localStorage.getItem('currentProgram')).toBeNull();
    expect(clearStore).toHaveBeenCalled();
  });

  it('shows one network warning at a time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = createApolloClient(fakeLink({ Ping: () => new TypeError('Failed to fetch') }));
    await expect(client.query({ query: Ping, fetchPolicy: 'network-only' })).rejects.toThrow();
    await expect(client.query({ query: Ping, fetchPolicy: 'network-only' })).rejects.toThrow();
    expect(toast.list()).toEqual([
      expect.objectContaining({ variant: 'warning', message: 'Network error, please try again.' }),
    ]);
  });
});
