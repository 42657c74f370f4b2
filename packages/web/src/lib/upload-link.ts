import { ApolloLink } from '@apollo/client';
import {
  fallbackHttpConfig,
  parseAndCheckHttpResponse,
  selectHttpOptionsAndBody,
} from '@apollo/client/link/http';
import { Observable } from 'rxjs';

/** A file in the variables: what the browser's file input gives (a File is a Blob). */
const isFile = (value: unknown): value is Blob =>
  typeof Blob !== 'undefined' && value instanceof Blob;

/** Whether an operation's variables hold a file at their top level (uploadS3Object's `file`). */
export function hasFiles(variables: Record<string, unknown> | undefined): boolean {
  return Object.values(variables ?? {}).some(isFile);
}

/**
 * The terminating link of an operation with files: a GraphQL multipart request
 * (https://github.com/jaydenseric/graphql-multipart-request-spec) with the variables' files as
 * parts ('operations', 'map', then '0', '1', …), sent with the context's headers (the CSRF
 * header, which the server requires of every multipart request) and the session cookie. The
 * answer is read as the HTTP link reads it, so errors reach the error link and the forms alike.
 * Only top-level variables are looked at: that is where the one upload operation has its file.
 */
export function createUploadLink({
  uri,
  credentials,
  fetch: send = (input, init) => fetch(input, init),
}: {
  uri: string;
  credentials: RequestCredentials;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}) {
  return new ApolloLink((operation) => {
    const context = operation.getContext();
    const { options, body } = selectHttpOptionsAndBody(
      operation,
      fallbackHttpConfig,
      { credentials },
      { headers: context.headers, credentials: context.credentials },
    );
    const variables: Record<string, unknown> = { ...body.variables };
    const files: [name: string, file: Blob][] = [];
    for (const [name, value] of Object.entries(variables)) {
      if (!isFile(value)) continue;
      files.push([name, value]);
      variables[name] = null;
    }
    const form = new FormData();
    form.append('operations', JSON.stringify({ ...body, variables }));
    form.append(
      'map',
      JSON.stringify(
        Object.fromEntries(files.map(([name], i) => [String(i), [`variables.${name}`]])),
      ),
    );
    files.forEach(([, file], i) => form.append(String(i), file));
    // The browser writes the multipart content type with its boundary.
    const headers = { ...(options.headers as Record<string, string>) };
    delete headers['content-type'];

    return new Observable<ApolloLink.Result>((observer) => {
      const controller = new AbortController();
      send(uri, {
        method: 'POST',
        credentials: options.credentials as RequestCredentials | undefined,
        headers,
        body: form,
        signal: controller.signal,
      })
        .then((response) => {
          operation.setContext({ response });
          return parseAndCheckHttpResponse(operation)(response) as Promise<ApolloLink.Result>;
        })
        .then((result) => {
          observer.next(result);
          observer.complete();
        })
        .catch((error: unknown) => observer.error(error));
      return () => controller.abort();
    });
  });
}
