import type * as Kit from './auth-kit';

export type AuthKit = typeof Kit;

let loading: Promise<AuthKit> | undefined;

/** Loads auth-kit.ts once; a failed load (offline) is tried again on the next call. */
export function loadAuthKit(): Promise<AuthKit> {
  loading ??= import('./auth-kit').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
