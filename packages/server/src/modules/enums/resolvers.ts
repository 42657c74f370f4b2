import { ENUMERATIONS, listLimitIssue } from '@portal/domain';
import { fieldError } from '../../graphql/errors.ts';
import type { Module } from '../../graphql/module.ts';

export const enumsModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: { Query: { enums: 'anonymous' } },
  resolvers: {
    Query: {
      enums: (_p, { names }) => {
        const tooMany = names && listLimitIssue('enumNames', names);
        if (tooMany) throw fieldError('names', tooMany);
        const all = Object.values(ENUMERATIONS);
        const list = names ? all.filter((e) => names.includes(e.name)) : all;
        return list.map((e) => ({ name: e.name, options: e.options.map((o) => ({ ...o })) }));
      },
    },
  },
};
