import { ApolloLink } from '@apollo/client';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';

type Handler = (
  variables: Record<string, unknown>,
) => FormattedExecutionResult | Error | Promise<FormattedExecutionResult | Error>;

export type FakeLink = ApolloLink & {
  calls: {
    operationName: string;
    query: DocumentNode;
    variables: Record<string, unknown>;
    headers: unknown;
  }[];
};

/**
 * A terminating link that answers by operation name, at the edge where HTTP would be. A handler
 * returns a GraphQL result ({ data } or { errors }) or an Error (a network failure).
 */
export function fakeLink(handlers: Record<string, Handler>): FakeLink {
  const calls: FakeLink['calls'] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        calls.push({
          operationName: name,
          query: operation.query,
          variables: operation.variables,
          headers: operation.getContext().headers,
        });
        const handler = handlers[name];
        Promise.resolve(
          handler ? handler(operation.variables) : new Error(`No fake for ${name}`),
        ).then((result) => {
          if (result instanceof Error) {
            observer.error(result);
          } else {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          }
        });
      }),
  ) as FakeLink;
  link.calls = calls;
  return link;
}
