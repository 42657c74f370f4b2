import type { AccessRules } from './access.ts';
import type { Resolvers } from './generated/resolvers.ts';

/**
 * One API module: its part of the schema, its resolvers and the access rule of each root field.
 * On a file of its own, so that a module imports this type without importing the schema that
 * lists every module (graphql/modules.ts) — no import cycle.
 */
export interface Module {
  /** URL of the module's schema.graphql. */
  typeDefs: URL;
  resolvers: Resolvers;
  access: AccessRules;
}
