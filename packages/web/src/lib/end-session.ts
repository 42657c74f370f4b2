import type { ApolloClient } from '@apollo/client';
import { sessionStore } from './session-store';

/**
 * Logs out on this device: the sign-in, the chosen program and the report range are reset first
 * (the guards then send the visitor to /login), then the Apollo store is emptied.
 */
export function endSession(client: ApolloClient): Promise<void> {
  sessionStore.clear();
  return client.clearStore().then(
    () => undefined,
    (error: unknown) => console.warn('Clearing the Apollo store failed', error),
  );
}
