/**
 * The guard every root field is wrapped in, as a hand-written table. What each operation lets
 * in, on real data, is the role matrix (role-matrix.test.ts).
 */
import type { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { allows, assertAllowed, type Access } from './access.ts';
import type { Viewer } from './context.ts';

const viewers = {
  anonymous: null,
  educator: { userId: 1, sessionId: 1, type: 'EDUCATOR' },
  admin: { userId: 2, sessionId: 2, type: 'ADMIN' },
} satisfies Record<string, Viewer | null>;
type Who = keyof typeof viewers;

// A new kind of rule without a line here does not typecheck.
const TABLE: Record<Access, Record<Who, boolean>> = {
  anonymous: { anonymous: true, educator: true, admin: true },
  authenticated: { anonymous: false, educator: true, admin: true },
  educator: { anonymous: false, educator: true, admin: false },
  admin: { anonymous: false, educator: false, admin: true },
};

const cases = Object.entries(TABLE).flatMap(([rule, row]) =>
  Object.entries(row).map(([who, allowed]) => [rule as Access, who as Who, allowed] as const),
);

describe('the access guard', () => {
  it.each(cases)("rule '%s' as %s: allowed %s", (rule, who, allowed) => {
    expect(allows(rule, viewers[who])).toBe(allowed);
  });

  it.each(cases.filter(([, , allowed]) => !allowed))(
    "rule '%s' refuses %s with the code the client acts on",
    (rule, who) => {
      let error: GraphQLError | undefined;
      try {
        assertAllowed(rule, viewers[who]);
      } catch (e) {
        error = e as GraphQLError;
      }
      expect(error?.extensions.code).toBe(who === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    },
  );
});
