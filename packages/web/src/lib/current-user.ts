import { createContext, useContext } from 'react';
import type { CurrentUserQuery } from '../gql/graphql';

export type CurrentUser = CurrentUserQuery['educatorUser'];
export type Enumeration = CurrentUserQuery['enums'][number];

export type CurrentSession = { user: CurrentUser; enums: readonly Enumeration[] } | null;

/** Provided by the start-up gate from the Apollo cache; null while logged out. */
export const CurrentSessionContext = createContext<CurrentSession>(null);

export function useCurrentSession(): CurrentSession {
  return useContext(CurrentSessionContext);
}

/** The signed-in user; null while logged out. */
export function useCurrentUser(): CurrentUser | null {
  return useContext(CurrentSessionContext)?.user ?? null;
}

/** The options of an enumeration loaded at start-up (empty when unknown). */
export function useEnumOptions(name: string): Enumeration['options'] {
  const session = useContext(CurrentSessionContext);
  return session?.enums.find((e) => e.name === name)?.options ?? [];
}
