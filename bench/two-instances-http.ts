/** Plain requests of the two-instance checks: GraphQL (JSON or multipart) and file downloads. */
import { CSRF_HEADER } from '@portal/domain';

export interface GraphqlAnswer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
  /** The Set-Cookie headers of the answer. */
  cookies: string[];
}

export interface Credentials {
  token?: string;
  /** A `name=value` cookie pair; sent with the CSRF header the web client sends. */
  cookie?: string;
}

function authHeaders(credentials: Credentials): Record<string, string> {
  const headers: Record<string, string> = {};
  if (credentials.token) headers.authorization = `Bearer ${credentials.token}`;
  if (credentials.cookie) {
    headers.cookie = credentials.cookie;
    headers[CSRF_HEADER] = '1';
  }
  return headers;
}

async function answer(response: Response): Promise<GraphqlAnswer> {
  const text = await response.text();
  let json: Pick<GraphqlAnswer, 'data' | 'errors'>;
  try {
    json = JSON.parse(text) as Pick<GraphqlAnswer, 'data' | 'errors'>;
  } catch {
    json = { errors: [{ message: `HTTP ${response.status}, not JSON: ${text.slice(0, 160)}` }] };
  }
  return { status: response.status, ...json, cookies: response.headers.getSetCookie() };
}

export async function gql(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  credentials: Credentials = {},
): Promise<GraphqlAnswer> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authHeaders(credentials) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  return answer(response);
}

/** A GraphQL multipart request (one file, at variables.file), as the web client's upload sends. */
export async function gqlUpload(
  base: string,
  query: string,
  variables: Record<string, unknown>,
  file: { bytes: Uint8Array; name: string; type: string },
  credentials: Credentials,
): Promise<GraphqlAnswer> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { ...authHeaders(credentials), [CSRF_HEADER]: '1' },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  return answer(response);
}

/** GET of a download link: the status and the bytes. */
export async function download(
  base: string,
  link: string,
): Promise<{ status: number; bytes: Uint8Array }> {
  const response = await fetch(`${base}${link}`, { signal: AbortSignal.timeout(30_000) });
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The first error's message, or a short description of a missing answer. */
export function problem(result: GraphqlAnswer): string {
  const error = result.errors?.[0];
  if (error) return `${error.extensions?.code ?? 'error'}: ${error.message ?? '?'}`;
  return `HTTP ${result.status} without the expected data`;
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && a.every((byte, i) => byte === b[i]);
}
