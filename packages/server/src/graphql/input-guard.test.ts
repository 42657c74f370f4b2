import { parse, type FieldNode, type ListValueNode, type OperationDefinitionNode } from 'graphql';
import { MESSAGES } from '@portal/domain';
import { createSchema, createYoga } from 'graphql-yoga';
import { beforeEach, describe, expect, it } from 'vitest';
import { cachedDocumentProblem, useInputGuard } from './input-guard.ts';
import { buildSchema } from './schema.ts';

/** A small schema whose resolver counts the calls that reached it. */
let calls = 0;
const schema = createSchema({
  typeDefs: /* GraphQL */ `
    input EchoInput {
      name: String
      tags: [String!]
      nested: EchoInput
    }
    type Query {
      echo(text: String, ids: [Int!], input: EchoInput): String
    }
  `,
  resolvers: {
    Query: {
      echo: (_p: unknown, args: { text?: string }) => {
        calls += 1;
        return args.text ?? 'ok';
      },
    },
  },
});

const yoga = createYoga({ schema, plugins: [useInputGuard()], logging: false });

async function call(query: string, variables?: Record<string, unknown>, server = yoga) {
  const response = await server.fetch('http://portal.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  };
}

const ECHO = `query ($text: String, $ids: [Int!], $input: EchoInput) {
  echo(text: $text, ids: $ids, input: $input) }`;
const CONTROL = MESSAGES.controlCharacters;
const TOO_LONG = MESSAGES.maxLength(10_000);
const TOO_MANY = 'At most 10,000 items at once.';

beforeEach(() => {
  calls = 0;
});

describe('the GraphQL input guard', () => {
  it.each([
    ['a NUL byte in a variable', { text: 'a\u0000b' }, CONTROL, 'text'],
    ['an escape character in a variable', { text: '\u001b[2J' }, CONTROL, 'text'],
    ['a C1 control character', { text: 'a\u0085' }, CONTROL, 'text'],
    [
      'a NUL byte deep in an input object',
      { input: { nested: { name: '\u0000' } } },
      CONTROL,
      'input.nested.name',
    ],
    ['a NUL byte in a list item', { input: { tags: ['ok', 'b\u0000'] } }, CONTROL, 'input.tags.1'],
    ['a 10,001-character string', { text: 'x'.repeat(10_001) }, TOO_LONG, 'text'],
    ['a list of 10,001 ids', { ids: Array.from({ length: 10_001 }, (_, i) => i) }, TOO_MANY, 'ids'],
    [
      'a nested list of 10,001 strings',
      { input: { tags: Array.from({ length: 10_001 }, () => 'a') } },
      TOO_MANY,
      'input.tags',
    ],
  ])('refuses %s, runs nothing', async (_name, variables, message, field) => {
    const { status, body } = await call(ECHO, variables);
    expect(status).toBe(200);
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT', field } }),
    ]);
    expect(calls).toBe(0);
  });

  it.each([
    ['a NUL byte', 'query { echo(text: "a\\u0000b") }', CONTROL, 'text'],
    [
      'a NUL byte in an input object',
      'query { echo(input: { name: "\\u0000" }) }',
      CONTROL,
      'input.name',
    ],
    [
      'a list of 10,001 ids',
      `query { echo(ids: [${Array.from({ length: 10_001 }, (_, i) => i).join(',')}]) }`,
      TOO_MANY,
      'ids',
    ],
    ['a default value', 'query ($t: String = "\\u0000") { echo(text: $t) }', CONTROL, ''],
    ['a raw escape in a block string', 'query { echo(text: """a\u001bb""") }', CONTROL, 'text'],
  ])('refuses %s written in the document', async (_name, query, message, field) => {
    const { body } = await call(query);
    expect(body.errors).toEqual([
      expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT', field } }),
    ]);
    expect(calls).toBe(0);
  });

  it.each([
    ['multi-line text', { text: 'Line 1\r\n\tLine 2\n' }],
    ['accents and emoji', { text: 'José Müller 🍎' }],
    ['10,000 characters', { text: 'x'.repeat(10_000) }],
    ['10,000 ids', { ids: Array.from({ length: 10_000 }, (_, i) => i) }],
    ['nulls and numbers', { text: null, input: { name: null, tags: [] } }],
  ])('lets %s through', async (_name, variables) => {
    const { body } = await call(ECHO, variables);
    expect(body.errors).toBeUndefined();
    expect(calls).toBe(1);
  });

  it('guards every operation of the real schema before any resolver runs', async () => {
    const real = createYoga({
      schema: buildSchema(),
      plugins: [useInputGuard()],
      logging: false,
      // No database: a call that reached a resolver would fail, not be refused.
      context: () => ({}),
    });
    const register = `mutation ($input: RegisterInput!) { register(input: $input) { userType } }`;
    const { body } = await call(
      register,
      {
        input: {
          firstName: 'Pat\u0000',
          lastName: 'Lee',
          phone: '7135550100',
          email: 'pat@school.test',
          password: 'Secret1',
        },
      },
      real as unknown as typeof yoga,
    );
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: CONTROL,
        extensions: { code: 'BAD_USER_INPUT', field: 'input.firstName' },
      }),
    ]);
  });
});

describe('cachedDocumentProblem', () => {
  it('checks a document once: the same parsed document gives the first verdict again', () => {
    const document = parse('{ enums(names: ["ok"]) { name } }');
    expect(cachedDocumentProblem(document)).toBeNull();
    // Yoga hands the same DocumentNode to every request of a text; a change to it after the
    // first check is not seen (a fresh document is).
    const literal = (document.definitions[0] as OperationDefinitionNode).selectionSet
      .selections[0] as FieldNode;
    ((literal.arguments![0]!.value as ListValueNode).values[0] as { value: string }).value =
      'bad\u0000';
    expect(cachedDocumentProblem(document)).toBeNull();
    expect(cachedDocumentProblem(parse('{ enums(names: ["bad\\u0000"]) { name } }'))).toEqual({
      message: MESSAGES.controlCharacters,
      field: 'names',
    });
  });
});
