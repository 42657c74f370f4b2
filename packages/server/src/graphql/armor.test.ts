import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  Kind,
  print,
  visit,
  type DocumentNode,
  type GraphQLFormattedError,
  type SelectionSetNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from '../config.ts';
import { createUser } from '../testing/factories.ts';
import { createTestApi, type TestApi } from '../testing/test-api.ts';
import { GRAPHQL_LIMITS, LIMIT_EXCEEDED } from './armor.ts';

interface Answer {
  status: number;
  data?: unknown;
  errors: string[];
}

/** As the web client asks (Apollo accepts the GraphQL response type: refusals are HTTP 400). */
async function ask(api: TestApi, query: string, token?: string): Promise<Answer> {
  const response = await api.post(query, undefined, {
    token,
    headers: { accept: 'application/graphql-response+json, application/json;q=0.9' },
  });
  const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
  return {
    status: response.status,
    data: body.data,
    errors: (body.errors ?? []).map((e) => e.message),
  };
}

const REPORT_FIELDS = `schoolId name backpackBuddyId termMonths { termMonthId termMonthFormatted
  startDate allocated distributed discarded distributionDates { termMonthDistributionDateId date }
  distributions { distributionId studentName studentIdNumber
    distributionDateEntries { termMonthDistributionDateId distributionNumber } } }`;

const aliasedReports = (n: number, fields = 'schoolId') =>
  `query Heavy { ${Array.from(
    { length: n },
    (_, i) => `r${i}: schoolReports(startDate: "2020-01-01", endDate: "2030-12-31") { ${fields} }`,
  ).join('\n')} }`;

/** Every operation of the web app as Apollo sends it (with __typename in each selection set). */
function webDocuments(): [string, string][] {
  const source = readFileSync(path.join(repoRoot, 'packages/web/src/gql/graphql.ts'), 'utf8');
  const documents: [string, string][] = [];
  for (const match of source.matchAll(
    /^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm,
  )) {
    const document = JSON.parse(match[2]!) as DocumentNode;
    const withTypename = visit(document, {
      SelectionSet(node: SelectionSetNode, _key, parent) {
        if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return;
        if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) {
          return;
        }
        return {
          ...node,
          selections: [
            ...node.selections,
            { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
          ],
        };
      },
    });
    documents.push([match[1]!, print(withTypename)]);
  }
  return documents;
}

const LIMIT_MESSAGE = /limit of \d+ exceeded/;

describe('GraphQL limits (graphql-armor)', () => {
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    api = await createTestApi();
    token = (await createUser(api.db)).token;
  });
  afterAll(() => api.close());

  it('refuses 200 aliased schoolReports before running any of them', async () => {
    api.statements.length = 0;
    const answer = await ask(api, aliasedReports(200), token);
    expect(answer.status).toBe(400);
    expect(answer.data).toBeUndefined();
    // So long a document is refused while it is parsed, by its tokens.
    expect(answer.errors).toEqual([
      `Syntax Error: Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded.`,
    ]);
    // Only the session was looked up: no report was read.
    expect(api.statements.some((s) => /term_months|distribution/.test(s))).toBe(false);
  });

  it('refuses more aliases than the limit, with the limit’s code', async () => {
    const found = GRAPHQL_LIMITS.maxAliases + 1;
    const response = await api.post(aliasedReports(found), undefined, { token });
    const body = (await response.json()) as { data?: unknown; errors: GraphQLFormattedError[] };
    expect(body.data).toBeUndefined();
    expect(body.errors).toContainEqual(
      expect.objectContaining({
        message: `Syntax Error: Aliases limit of ${GRAPHQL_LIMITS.maxAliases} exceeded, found ${found}.`,
        extensions: expect.objectContaining({ code: LIMIT_EXCEEDED }),
      }),
    );
  });

  it('still answers a few aliased reports', async () => {
    const answer = await ask(api, aliasedReports(3), token);
    expect(answer.errors).toEqual([]);
    expect(answer.data).toEqual({ r0: [], r1: [], r2: [] });
  });

  it('refuses many heavy fields under the alias limit by their cost', async () => {
    const answer = await ask(api, aliasedReports(GRAPHQL_LIMITS.maxAliases, REPORT_FIELDS), token);
    expect(answer.status).toBe(400);
    expect(answer.errors.join(' ')).toMatch(
      new RegExp(`Query Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded`),
    );
  });

  it('refuses a document nested deeper than the limit', async () => {
    const depth = GRAPHQL_LIMITS.maxDepth + 2;
    const query = `{ ${'a { '.repeat(depth)}b${' }'.repeat(depth)} }`;
    const answer = await ask(api, query, token);
    expect(answer.status).toBe(400);
    expect(answer.errors.join(' ')).toContain(
      `Query depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded`,
    );
  });

  it('refuses a document of more tokens than the limit while parsing it', async () => {
    const query = `{ ${'health '.repeat(GRAPHQL_LIMITS.maxTokens)} }`;
    const answer = await ask(api, query);
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([
      `Syntax Error: Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded.`,
    ]);
  });

  it('refuses more directives than the limit', async () => {
    const query = `{ health ${'@include(if: true) '.repeat(GRAPHQL_LIMITS.maxDirectives + 1)} }`;
    const answer = await ask(api, query);
    expect(answer.status).toBe(400);
    expect(answer.errors.join(' ')).toContain(
      `Directives limit of ${GRAPHQL_LIMITS.maxDirectives} exceeded`,
    );
  });

  it.each(webDocuments())('lets the web app’s %s document through', async (_name, document) => {
    const answer = await ask(api, document, token);
    expect(answer.errors.filter((m) => LIMIT_MESSAGE.test(m) || /Token limit/.test(m))).toEqual([]);
  });

  it('finds the web app’s documents (the list above is not empty)', () => {
    const names = webDocuments().map(([name]) => name);
    expect(names.length).toBeGreaterThan(50);
    expect(names).toEqual(
      expect.arrayContaining(['AdminSchoolBackpackBuddy', 'SchoolExportBackpackBuddy', 'Login']),
    );
  });

  it('allows introspection and suggestions outside production', async () => {
    const schema = await ask(api, '{ __schema { queryType { name } } }');
    expect(schema.errors).toEqual([]);
    const typo = await ask(api, '{ healt }');
    expect(typo.errors.join(' ')).toContain('Did you mean "health"?');
  });
});

describe('GRAPHQL_INTROSPECTION', () => {
  it('is off unless NODE_ENV says development or test, and the setting wins over NODE_ENV', () => {
    const introspection = (env: Record<string, string>) =>
      loadConfig({ LOG_LEVEL: 'silent', ...env }).graphqlIntrospection;
    // Fail closed: a deployment that forgets NODE_ENV shows no schema.
    expect(introspection({})).toBe(false);
    expect(introspection({ NODE_ENV: 'production' })).toBe(false);
    expect(introspection({ NODE_ENV: 'staging' })).toBe(false);
    expect(introspection({ NODE_ENV: 'development' })).toBe(true);
    expect(introspection({ NODE_ENV: 'test' })).toBe(true);
    expect(introspection({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' })).toBe(true);
    expect(introspection({ NODE_ENV: 'development', GRAPHQL_INTROSPECTION: 'false' })).toBe(false);
    expect(introspection({ GRAPHQL_INTROSPECTION: '' })).toBe(false);
    expect(() => loadConfig({ GRAPHQL_INTROSPECTION: 'yes' })).toThrow();
  });

  // Two servers of their own (each a database copy): slow on a loaded CI machine.
  it('decides what the server answers, whatever NODE_ENV says', { timeout: 120_000 }, async () => {
    const on = await createTestApi({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' });
    const off = await createTestApi({ NODE_ENV: 'development', GRAPHQL_INTROSPECTION: 'false' });
    try {
      expect((await ask(on, '{ __schema { queryType { name } } }')).errors).toEqual([]);
      expect((await ask(on, '{ healt }')).errors.join(' ')).toContain('Did you mean "health"?');
      const refused = await ask(off, '{ __schema { queryType { name } } }');
      expect(refused.status).toBe(400);
      expect(refused.errors.join(' ')).toMatch(/introspection has been disabled/);
      expect((await ask(off, '{ healt }')).errors.join(' ')).not.toMatch(/Did you mean/);
    } finally {
      await on.close();
      await off.close();
    }
  });
});

describe('GraphQL in production', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi({ NODE_ENV: 'production' });
  });
  afterAll(() => api.close());

  it('refuses introspection', async () => {
    for (const query of [
      '{ __schema { types { name } } }',
      '{ __type(name: "Query") { fields { name } } }',
    ]) {
      const answer = await ask(api, query);
      expect(answer.status).toBe(400);
      expect(answer.data).toBeUndefined();
      expect(answer.errors.join(' ')).toMatch(/introspection has been disabled/);
    }
  });

  it('gives no "Did you mean" suggestion', async () => {
    const answer = await ask(api, '{ healt }');
    expect(answer.status).toBe(400);
    expect(answer.errors.join(' ')).toContain('Cannot query field "healt" on type "Query".');
    expect(answer.errors.join(' ')).not.toMatch(/Did you mean|health/);
  });

  it('gives no suggestion in an error about the variables either', async () => {
    const result = await api.gql(
      'mutation ($input: LoginInput!) { login(input: $input) { userType } }',
      { input: { emial: 'a@b.example', password: 'Secret1' } },
    );
    const messages = (result.errors ?? []).map((e) => e.message).join(' ');
    expect(messages).toContain('Field "emial" is not defined by type "LoginInput".');
    expect(messages).not.toContain('Did you mean');
  });

  it('still answers __typename and ordinary queries', async () => {
    const answer = await ask(api, '{ __typename health }');
    expect(answer).toMatchObject({ status: 200, data: { __typename: 'Query', health: 'ok' } });
  });
});
