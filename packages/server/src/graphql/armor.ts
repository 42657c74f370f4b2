import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * What one GraphQL document may ask for (OWASP GraphQL cheat sheet: depth, amount, cost). The
 * web app's largest documents (the admin school view and export, the application views) have a
 * depth of 7, at most 1 alias, no directive, under 120 tokens and a cost of at most 315 with
 * Apollo's __typename fields (armor.test.ts runs every document of the web app through these
 * limits).
 */
export const GRAPHQL_LIMITS = {
  /** Nested selection sets (fragments counted where they are spread). */
  maxDepth: 10,
  /** Aliased fields: 200 aliased `schoolReports` would ask for 200 heavy reads in one request. */
  maxAliases: 10,
  /** @include / @skip and the like. */
  maxDirectives: 10,
  /** Lexical tokens of the document (names, punctuation, values), counted while parsing. */
  maxTokens: 1000,
  /**
   * graphql-armor's cost: 1 per scalar, 2 per object field, children weighted 1.5 per level.
   * The web app's costliest document is 315; one year of a school's reports with every field the
   * reports page reads is about 66, so at most 7 of them fit in one request.
   */
  maxCost: 500,
} as const;

/** "Did you mean …?" as graphql-js writes it (fields, arguments, types, enum values). */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** The code of a refusal by one of the limits (in the error's extensions and in the logs). */
export const LIMIT_EXCEEDED = 'GRAPHQL_LIMIT_EXCEEDED';

/**
 * The limits as Yoga plugins (graphql-armor, maintained by Escape), refused with a GraphQL error
 * naming the limit and what was found (HTTP 400). Unless `introspection` (config
 * GRAPHQL_INTROSPECTION, off by default outside development and test) also: no introspection
 * (the codegen reads the schema files, not the running server) and no "Did you mean …"
 * suggestions, which would reveal the schema field by field.
 */
export function graphqlLimitPlugins(options: { introspection: boolean }): Plugin[] {
  // Reported as validation errors (HTTP 400 for clients that accept the GraphQL response type,
  // as Apollo does), every limit exceeded listed, rather than thrown at the first.
  const report = {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) =>
        context?.reportError(
          new GraphQLError(error.message, { extensions: { code: LIMIT_EXCEEDED } }),
        ),
    ],
  };
  const plugins: Plugin[] = [
    EnvelopArmorPlugin({
      maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, ...report },
      maxAliases: { n: GRAPHQL_LIMITS.maxAliases, ...report },
      maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, ...report },
      maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
      costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ...report },
      blockFieldSuggestion: { enabled: !options.introspection },
    }) as Plugin,
  ];
  if (!options.introspection) {
    plugins.push({
      onValidate({ addValidationRule }) {
        addValidationRule(NoSchemaIntrospectionCustomRule);
      },
      // graphql-armor hides suggestions in validation errors only; the variables are checked
      // when the operation runs ('Field "emial" is not defined … Did you mean "email"?').
      onExecute() {
        return {
          onExecuteDone({ result }) {
            if (!('errors' in result) || !result.errors) return;
            for (const error of result.errors) {
              error.message = error.message.replace(SUGGESTION, '').trim();
            }
          },
        };
      },
    });
  }
  return plugins;
}
