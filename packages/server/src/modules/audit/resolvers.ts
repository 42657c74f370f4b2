import type { Module } from '../../graphql/module.ts';

/** The AuditEntry type; entries are read through the history fields of schools, districts, users. */
export const auditModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {},
  resolvers: {},
};
