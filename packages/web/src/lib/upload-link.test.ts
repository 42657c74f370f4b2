import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@portal/domain';
import { csrfLink } from './apollo-client';
import { createUploadLink, hasFiles } from './upload-link';

const UPLOAD = gql`
  mutation Upload($file: File!, $bucket: String!, $title: String!) {
    uploadS3Object(file: $file, bucket: $bucket, title: $title) {
      Key
    }
  }
`;

type Sent = { input: string; init: RequestInit };

function clientAnswering(answer: () => Response) {
  const sent: Sent[] = [];
  const link = createUploadLink({
    uri: '/graphql',
    credentials: 'same-origin',
    fetch: (input, init) => {
      sent.push({ input, init });
      return Promise.resolve(answer());
    },
  });
  const client = new ApolloClient({
    link: ApolloLink.from([csrfLink, link]),
    cache: new InMemoryCache(),
  });
  return { client, sent };
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('the upload link', () => {
  it('tells operations with a file from the others', () => {
    expect(hasFiles({ file: new File(['x'], 'a.pdf'), title: 'A' })).toBe(true);
    expect(hasFiles({ title: 'A', nested: { file: 'x' } })).toBe(false);
    expect(hasFiles(undefined)).toBe(false);
  });

  it('sends a GraphQL multipart request with the CSRF header and the cookie', async () => {
    const { client, sent } = clientAnswering(() =>
      json({ data: { uploadS3Object: { __typename: 'StorageObject', Key: 'Guide.pdf' } } }),
    );
    const file = new File(['%PDF-1.7'], 'guide.pdf', { type: 'application/pdf' });
    const result = await client.mutate({
      mutation: UPLOAD,
      variables: { file, bucket: 'documents', title: 'Guide' },
    });
    expect(result.data).toEqual({
      uploadS3Object: { __typename: 'StorageObject', Key: 'Guide.pdf' },
    });

    expect(sent).toHaveLength(1);
    const { input, init } = sent[0]!;
    expect(input).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    const headers = init.headers as Record<string, string>;
    expect(headers[CSRF_HEADER]).toBe('1');
    expect(headers['content-type']).toBeUndefined();

    const form = init.body as FormData;
    const operations = JSON.parse(form.get('operations') as string) as {
      operationName: string;
      query: string;
      variables: Record<string, unknown>;
    };
    expect(operations.operationName).toBe('Upload');
    expect(operations.query).toMatch(/uploadS3Object/);
    expect(operations.variables).toEqual({ file: null, bucket: 'documents', title: 'Guide' });
    expect(JSON.parse(form.get('map') as string)).toEqual({ '0': ['variables.file'] });
    const part = form.get('0') as File;
    expect(part.name).toBe('guide.pdf');
    expect(await part.text()).toBe('%PDF-1.7');
  });

  it("hands the server's refusal to the caller as GraphQL errors", async () => {
    const { client } = clientAnswering(() =>
      json({ errors: [{ message: 'A file with this title already exists' }], data: null }),
    );
    const failure = await client
      .mutate({
        mutation: UPLOAD,
        variables: { file: new File(['x'], 'a.txt'), bucket: 'documents', title: 'A' },
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(CombinedGraphQLErrors.is(failure)).toBe(true);
    expect((failure as CombinedGraphQLErrors).errors[0]!.message).toBe(
      'A file with this title already exists',
    );
  });
});
