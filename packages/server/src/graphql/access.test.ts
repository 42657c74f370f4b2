import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth.ts';
import { createSession } from '../modules/auth/sessions.ts';
import { createTestApi, firstError, type TestApi } from '../testing/test-api.ts';
import { allows, type Access } from './access.ts';
import { buildSchema, collectAccessRules } from './schema.ts';

/** A literal of the right shape for an argument (values need not be valid, only well-typed). */
function sample(type: GraphQLInputType, depth = 0): string {
  if (isNonNullType(type)) return sample(type.ofType, depth);
  if (isListType(type)) return `[${sample(type.ofType, depth)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    if (depth > 3) return '{}';
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${fields.map((f) => `${f.name}: ${sample(f.type, depth + 1)}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float') return '1';
    if (type.name === 'Boolean') return 'true';
    if (type.name === 'DateTime') return '"2025-01-01T00:00:00.000Z"';
    return '"x"';
  }
  return 'null';
}

function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((a) => isNonNullType(a.type));
  const argText = args.length
    ? `(${args.map((a) => `${a.name}: ${sample(a.type)}`).join(', ')})`
    : '';
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind} { ${field.name}${argText}${selection} }`;
}

const schema = buildSchema();
const rules = collectAccessRules();
const callers = ['anonymous', 'educator', 'admin'] as const;

describe('authorization registry', () => {
  let api: TestApi;
  const userIds: Record<string, number> = {};
  /**
   * A fresh session per call, so that an operation like logout cannot spoil the next one; and
   * a live account, since the sample id 1 is the educator's (adminDeleteEducatorUser deletes it).
   */
  const tokenFor = async (caller: (typeof callers)[number]) => {
    if (caller === 'anonymous') return undefined;
    await api.db.update(users).set({ deletedAt: null }).where(eq(users.id, userIds[caller]!));
    return (await createSession(api.db, userIds[caller]!, 60_000)).token;
  };

  beforeAll(async () => {
    api = await createTestApi();
    for (const type of ['EDUCATOR', 'ADMIN'] as const) {
      const [user] = await api.db
        .insert(users)
        .values({
          type,
          firstName: 'Role',
          lastName: type,
          email: `${type.toLowerCase()}@role.test`,
        })
        .returning();
      userIds[type === 'EDUCATOR' ? 'educator' : 'admin'] = user!.id;
    }
  });
  afterAll(async () => {
    await api.close();
  });

  it('every root field of the schema declares who may call it', () => {
    for (const kind of ['Query', 'Mutation'] as const) {
      const root = kind === 'Query' ? schema.getQueryType() : schema.getMutationType();
      for (const name of Object.keys(root?.getFields() ?? {})) {
        expect(rules[kind][name], `${kind}.${name}`).toBeDefined();
      }
    }
  });

  const cases: [string, 'query' | 'mutation', GraphQLField<unknown, unknown>, Access][] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const rule = rules[kind === 'query' ? 'Query' : 'Mutation'][field.name]!;
      cases.push([`${kind} ${field.name} (${rule})`, kind, field, rule]);
    }
  }

  it.each(cases)(
    '%s lets in exactly the callers its rule names',
    async (_name, kind, field, rule) => {
      for (const caller of callers) {
        const viewer =
          caller === 'anonymous'
            ? null
            : {
                userId: 0,
                sessionId: 0,
                type: caller === 'admin' ? ('ADMIN' as const) : ('EDUCATOR' as const),
              };
        const result = await api.gql(operation(kind, field), {}, { token: await tokenFor(caller) });
        const message = firstError(result);
        if (allows(rule, viewer)) {
          expect([MESSAGES.notLoggedIn, MESSAGES.forbidden], `${caller} should pass`).not.toContain(
            message,
          );
        } else {
          expect(message, `${caller} should be refused`).toBe(
            caller === 'anonymous' ? MESSAGES.notLoggedIn : MESSAGES.forbidden,
          );
        }
      }
    },
  );
});
