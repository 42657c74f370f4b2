import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

function toDate(value: unknown): Date {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new GraphQLError('Invalid date');
  return date;
}

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => toDate(value).toISOString(),
  parseValue: (value) => toDate(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('Invalid date');
    return toDate(ast.value);
  },
});
