import { readFileSync } from 'node:fs';
import { makeExecutableSchema, type IExecutableSchemaDefinition } from '@graphql-tools/schema';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { assertAllowed, type Access, type AccessRules } from './access.ts';
import type { Context } from './context.ts';
import type { Module } from './module.ts';
import { DateTime } from './scalars.ts';
import { modules } from './modules.ts';

const base: Module = {
  typeDefs: new URL('./base.graphql', import.meta.url),
  resolvers: { Query: { health: () => 'ok' } },
  access: { Query: { health: 'anonymous' } },
};

type RootResolvers = Record<string, GraphQLFieldResolver<unknown, Context>>;

/** Every root field is wrapped by its declared rule; a field without one fails at start-up. */
function guarded(
  type: 'Query' | 'Mutation',
  fields: RootResolvers,
  rules: Record<string, Access>,
): RootResolvers {
  const out: RootResolvers = {};
  for (const [name, resolve] of Object.entries(fields)) {
    const rule = rules[name];
    if (!rule) throw new Error(`${type}.${name} has no access rule`);
    out[name] = (parent, args, context, info) => {
      assertAllowed(rule, context.viewer);
      return resolve(parent, args, context, info);
    };
  }
  return out;
}

export function collectAccessRules(all: Module[] = [base, ...modules]): Required<AccessRules> {
  const rules: Required<AccessRules> = { Query: {}, Mutation: {} };
  for (const m of all) {
    Object.assign(rules.Query, m.access.Query);
    Object.assign(rules.Mutation, m.access.Mutation);
  }
  return rules;
}

export function buildSchema(all: Module[] = [base, ...modules]): GraphQLSchema {
  const rules = collectAccessRules(all);
  const resolvers: Record<string, unknown>[] = [{ DateTime }];
  for (const m of all) {
    const { Query, Mutation, ...rest } = m.resolvers as Record<string, unknown>;
    resolvers.push({
      ...rest,
      ...(Query ? { Query: guarded('Query', Query as RootResolvers, rules.Query) } : {}),
      ...(Mutation
        ? { Mutation: guarded('Mutation', Mutation as RootResolvers, rules.Mutation) }
        : {}),
    });
  }
  const schema = makeExecutableSchema({
    typeDefs: all.map((m) => readFileSync(m.typeDefs, 'utf8')),
    resolvers: resolvers as IExecutableSchemaDefinition<Context>['resolvers'],
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  for (const type of ['Query', 'Mutation'] as const) {
    const fields = schema.getType(type);
    if (!fields || !('getFields' in fields)) continue;
    for (const name of Object.keys(fields.getFields())) {
      if (!rules[type][name]) throw new Error(`${type}.${name} has no access rule`);
      if (
        !all.some((m) => (m.resolvers as Record<string, Record<string, unknown>>)[type]?.[name])
      ) {
        throw new Error(`${type}.${name} has no resolver`);
      }
    }
  }
  return schema;
}
