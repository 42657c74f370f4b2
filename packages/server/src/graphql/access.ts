import type { Context } from './context.ts';
import { userError } from './errors.ts';

/**
 * Who may call an operation.
 * - anonymous: anybody (login, register, the principal's signature link, which carries its own token)
 * - authenticated: any signed-in user, educator or admin
 * - educator: a signed-in EDUCATOR (what they may touch is checked by the resolver's scoped query)
 * - admin: a signed-in ADMIN
 */
export type Access = 'anonymous' | 'authenticated' | 'educator' | 'admin';

/** Each module declares a rule for every root field it defines. */
export type AccessRules = {
  Query?: Record<string, Access>;
  Mutation?: Record<string, Access>;
};

export function allows(access: Access, viewer: Context['viewer']): boolean {
  switch (access) {
    case 'anonymous':
      return true;
    case 'authenticated':
      return viewer !== null;
    case 'educator':
      return viewer?.type === 'EDUCATOR';
    case 'admin':
      return viewer?.type === 'ADMIN';
    default: {
      const unhandled: never = access;
      return unhandled;
    }
  }
}

/** Throws the message the client acts on: not signed in → log out; signed in → forbidden. */
export function assertAllowed(access: Access, viewer: Context['viewer']): void {
  if (allows(access, viewer)) return;
  throw userError(viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED');
}
