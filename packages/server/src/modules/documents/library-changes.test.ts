import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import {
  DOCUMENT_TITLE_MAX,
  LIBRARY_MESSAGES,
  UPLOAD_MAX_BYTES,
} from '@portal/domain/library/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { CSRF_HEADER } from '../../http/session-cookie.ts';
import { localStorage } from '../../services/storage/local-storage.ts';
import { createUser } from '../../testing/factories.ts';
import {
  createTestApi,
  firstError,
  graphqlBody,
  serveApp,
  type TestApi,
} from '../../testing/test-api.ts';
import { verifyFileLink } from './file-links.ts';

const UPLOAD = `mutation ($file: File!, $bucket: String!, $title: String!) {
  uploadS3Object(file: $file, bucket: $bucket, title: $title) { Key LastModified Size title url } }`;
const DELETE = `mutation ($key: String!, $bucket: String!) { deleteS3Object(key: $key, bucket: $bucket) }`;
const OBJECTS = `query ($bucket: String!) { awsObjects(bucket: $bucket) { Key Size title } }`;

type Uploaded = { Key: string; LastModified: string; Size: number; title: string; url: string };

let api: TestApi;
let admin: Awaited<ReturnType<typeof createUser>>;
let educator: Awaited<ReturnType<typeof createUser>>;
let storage: ReturnType<typeof localStorage>;
let root: string;

const pdf = (name = 'menu.pdf', extra = '') =>
  new File([`%PDF-1.7\n% a small test document${extra}\n%%EOF\n`], name, {
    type: 'application/pdf',
  });
const text = (name: string, content = 'one line of text\n') =>
  new File([content], name, { type: 'text/plain' });

/** Everything the libraries hold: the objects of both buckets, the rows and the audit entries. */
async function snapshot() {
  return {
    documents: (await storage.list('portal-docs')).map((o) => o.Key),
    resources: (await storage.list('resources')).map((o) => o.Key),
    rows: (await api.db.select().from(storedFiles)).map((r) => `${r.bucket}:${r.key}`).sort(),
    audit: (await api.db.select().from(auditLog).where(eq(auditLog.entityType, 'stored_files')))
      .length,
  };
}

const upload = (
  variables: { file: unknown; bucket?: string; title?: unknown },
  token: string | null = admin.token,
) =>
  api.gql<{ uploadS3Object: Uploaded }>(
    UPLOAD,
    { bucket: 'documents', ...variables },
    { token: token ?? undefined },
  );

beforeAll(async () => {
  api = await createTestApi({ S3_BUCKET_DOCUMENTS: 'portal-docs' });
  admin = await createUser(api.db, { type: 'ADMIN' });
  educator = await createUser(api.db);
  if (api.config.storage.kind !== 'local') throw new Error('tests use local storage');
  root = api.config.storage.root;
  storage = localStorage(root);
});
afterAll(async () => {
  await api.close();
});

describe('uploadS3Object', () => {
  it('stores the file under its title and the extension, with its row and audit entry', async () => {
    const result = await upload({ file: pdf('MENU.PDF'), title: '  October   Menu ' });
    expect(result.errors).toBeUndefined();
    const uploaded = result.data!.uploadS3Object;
    expect(uploaded).toMatchObject({ Key: 'October Menu.pdf', title: 'October Menu' });
    expect(uploaded.Size).toBe(pdf().size);
    const url = new URL(uploaded.url, 'http://portal.test');
    expect(url.pathname).toBe('/files/documents/October%20Menu.pdf');
    expect(
      verifyFileLink(api.config.fileLinkSecret, {
        bucket: 'documents',
        key: 'October Menu.pdf',
        expires: url.searchParams.get('expires'),
        signature: url.searchParams.get('signature'),
      }),
    ).toBe(true);

    // The bytes are in the configured bucket; the row and the audit entry name the admin.
    const stored = await storage.get('portal-docs', 'October Menu.pdf');
    expect(new TextDecoder().decode(stored)).toMatch(/^%PDF-1\.7/);
    const [row] = await api.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, 'October Menu.pdf'));
    expect(row).toMatchObject({
      bucket: 'documents',
      title: 'October Menu',
      size: pdf().size,
      contentType: 'application/pdf',
      uploadedById: admin.id,
    });
    const audit = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'stored_files'), eq(auditLog.entityId, row!.id)));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'UPLOAD_FILE',
        before: null,
        after: {
          bucket: 'documents',
          key: 'October Menu.pdf',
          title: 'October Menu',
          size: pdf().size,
        },
      }),
    ]);

    // Educators list it with its title.
    const listed = await api.gql<{ awsObjects: { Key: string; title: string }[] }>(
      OBJECTS,
      { bucket: 'documents' },
      { token: educator.token },
    );
    expect(listed.data!.awsObjects).toContainEqual({
      Key: 'October Menu.pdf',
      Size: pdf().size,
      title: 'October Menu',
    });
  });

  it('keeps a title that already ends with the extension, and uploads to resources', async () => {
    const result = await upload({ file: text('plan.TXT'), bucket: 'resources', title: 'Plan.txt' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.uploadS3Object.Key).toBe('Plan.txt');
    expect((await storage.list('resources')).map((o) => o.Key)).toContain('Plan.txt');
  });

  it('refuses a title another file of the bucket has, in any letter case; the other bucket may', async () => {
    const before = await snapshot();
    const again = await upload({ file: pdf(), title: 'october menu' });
    expect(firstError(again)).toBe(LIBRARY_MESSAGES.titleTaken);
    expect(again.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'title' });
    expect(await snapshot()).toEqual(before);
    const other = await upload({ file: pdf(), bucket: 'resources', title: 'October Menu' });
    expect(other.errors).toBeUndefined();
  });

  it.each([
    ['no title', { file: pdf(), title: '   ' }, MESSAGES.required],
    [
      'a title with a path',
      { file: pdf(), title: '../../etc/passwd' },
      LIBRARY_MESSAGES.titleCharacters,
    ],
    [
      'a title with a folder',
      { file: pdf(), title: 'menus/october' },
      LIBRARY_MESSAGES.titleCharacters,
    ],
    ['a hidden title', { file: pdf(), title: '.env' }, LIBRARY_MESSAGES.titleDots],
    ['a title with a NUL byte', { file: pdf(), title: 'a\u0000b' }, MESSAGES.controlCharacters],
    [
      'a title too long',
      { file: pdf(), title: 'x'.repeat(DOCUMENT_TITLE_MAX + 1) },
      MESSAGES.maxLength(DOCUMENT_TITLE_MAX),
    ],
    ['a type not allowed', { file: text('tool.exe'), title: 'Tool' }, LIBRARY_MESSAGES.uploadType],
    [
      'an HTML page',
      { file: text('page.html', '<script>'), title: 'Page' },
      LIBRARY_MESSAGES.uploadType,
    ],
    [
      'an empty file',
      { file: text('empty.txt', ''), title: 'Empty' },
      LIBRARY_MESSAGES.uploadEmpty,
    ],
    [
      'a file that is not what its name says',
      { file: new File(['MZ\u0090\u0000binary'], 'guide.pdf'), title: 'Guide' },
      LIBRARY_MESSAGES.uploadContent('pdf'),
    ],
    [
      'a file over the limit',
      { file: new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'big.pdf'), title: 'Big' },
      LIBRARY_MESSAGES.uploadTooLarge,
    ],
    ['no file but text', { file: 'not a file', title: 'Text' }, MESSAGES.required],
  ])('refuses %s with its message and writes nothing', async (_name, variables, message) => {
    const before = await snapshot();
    const result = await upload(variables);
    expect(result.data ?? null).toBeNull();
    expect(firstError(result)).toContain(message);
    expect(await snapshot()).toEqual(before);
  });

  it("takes a file of exactly the limit ('Not found' for an unknown bucket first)", async () => {
    const big = new Uint8Array(UPLOAD_MAX_BYTES);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const unknown = await upload({
      file: new File([big], 'big.pdf'),
      bucket: 'secrets',
      title: 'Big',
    });
    expect(firstError(unknown)).toBe(MESSAGES.notFound);
    const result = await upload({ file: new File([big], 'big.pdf'), title: 'Big' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.uploadS3Object.Size).toBe(UPLOAD_MAX_BYTES);
  });

  it('refuses educators and anonymous callers, writing nothing', async () => {
    const before = await snapshot();
    const asEducator = await upload({ file: pdf(), title: 'Educator file' }, educator.token);
    expect(firstError(asEducator)).toBe(MESSAGES.forbidden);
    const asAnonymous = await upload({ file: pdf(), title: 'Anonymous file' }, null);
    expect(firstError(asAnonymous)).toBe(MESSAGES.notLoggedIn);
    expect(await snapshot()).toEqual(before);
  });

  it('writes no row when storage fails, and answers the unknown error', async () => {
    // A folder where the file would go: the write to storage fails inside the transaction.
    await mkdir(path.join(root, 'portal-docs', 'Blocked.pdf'), { recursive: true });
    const before = await snapshot();
    const result = await upload({ file: pdf(), title: 'Blocked' });
    expect(firstError(result)).toBe(MESSAGES.unknownError);
    expect(await snapshot()).toEqual(before);
  });
});

describe('deleteS3Object', () => {
  it('deletes the object and its row, audited with what it was', async () => {
    await upload({ file: text('gone.txt'), title: 'Gone soon' });
    const [row] = await api.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, 'Gone soon.txt'));
    const result = await api.gql(
      DELETE,
      { key: 'Gone soon.txt', bucket: 'documents' },
      { token: admin.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ deleteS3Object: 'Gone soon.txt' });
    expect(await storage.get('portal-docs', 'Gone soon.txt')).toBeUndefined();
    expect(
      await api.db.select().from(storedFiles).where(eq(storedFiles.key, 'Gone soon.txt')),
    ).toEqual([]);
    const audit = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'stored_files'), eq(auditLog.action, 'DELETE_FILE')));
    expect(audit).toContainEqual(
      expect.objectContaining({
        actorId: admin.id,
        entityId: row!.id,
        before: { bucket: 'documents', key: 'Gone soon.txt', title: 'Gone soon', size: 17 },
        after: null,
      }),
    );
    // The title is free again.
    expect((await upload({ file: text('again.txt'), title: 'Gone soon' })).errors).toBeUndefined();
  });

  it('deletes an object that has no row (put in storage by other means)', async () => {
    await storage.put('resources', 'manual drop.txt', new TextEncoder().encode('dropped'));
    const result = await api.gql(
      DELETE,
      { key: 'manual drop.txt', bucket: 'resources' },
      { token: admin.token },
    );
    expect(result.errors).toBeUndefined();
    expect((await storage.list('resources')).map((o) => o.Key)).not.toContain('manual drop.txt');
  });

  it("is 'Not found' for a key the bucket does not have, one that could not be a key, or another bucket", async () => {
    const before = await snapshot();
    for (const [key, bucket] of [
      ['nothing here.pdf', 'documents'],
      ['../resources/Plan.txt', 'documents'],
      ['October Menu.pdf', 'portal-docs'],
      ['October Menu.pdf', 'secrets'],
      ['', 'documents'],
    ]) {
      const result = await api.gql(DELETE, { key, bucket }, { token: admin.token });
      expect(firstError(result), `${bucket}/${key}`).toBe(MESSAGES.notFound);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses educators and anonymous callers, deleting nothing', async () => {
    const before = await snapshot();
    const variables = { key: 'October Menu.pdf', bucket: 'documents' };
    expect(firstError(await api.gql(DELETE, variables, { token: educator.token }))).toBe(
      MESSAGES.forbidden,
    );
    expect(firstError(await api.gql(DELETE, variables))).toBe(MESSAGES.notLoggedIn);
    expect(await snapshot()).toEqual(before);
    expect(before.documents).toContain('October Menu.pdf');
  });
});

describe('an upload over HTTP (the Express app, as the browser sends it)', () => {
  let app: Awaited<ReturnType<typeof serveApp>>;
  beforeAll(async () => {
    app = await serveApp(api);
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (file: File, title: string, headers: Record<string, string>) => {
    const { body } = graphqlBody(UPLOAD, { file, bucket: 'documents', title });
    return fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { [CSRF_HEADER]: '1', ...headers },
      body: body as FormData,
    });
  };

  it('takes a multipart upload from an admin', async () => {
    const response = await send(pdf('guide.pdf', ' over http'), 'Over HTTP', {
      authorization: `Bearer ${admin.token}`,
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as { data: { uploadS3Object: Uploaded } };
    expect(result.data.uploadS3Object.Key).toBe('Over HTTP.pdf');
    expect((await storage.list('portal-docs')).map((o) => o.Key)).toContain('Over HTTP.pdf');
  });

  it('refuses a body over the upload limit with 413, and anonymous bodies over 1 MB', async () => {
    const tooBig = new File([new Uint8Array(UPLOAD_MAX_BYTES + 100 * 1024)], 'big.pdf');
    const signedIn = await send(tooBig, 'Too big', { authorization: `Bearer ${admin.token}` });
    expect(signedIn.status).toBe(413);
    expect(((await signedIn.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      MESSAGES.requestTooLarge,
    );
    const anonymous = await send(new File([new Uint8Array(2 * 1024 * 1024)], 'a.pdf'), 'Anon', {});
    expect(anonymous.status).toBe(413);
    // Only a live admin session may send more than a JSON request: an educator's, a made-up
    // token's or a made-up cookie's 2 MB body is refused before it is read.
    const twoMb = () => new File([new Uint8Array(2 * 1024 * 1024)], 'b.pdf');
    const notAdmins: Record<string, string>[] = [
      { authorization: `Bearer ${educator.token}` },
      { authorization: 'Bearer made-up-token' },
      { cookie: 'portal_session=made-up' },
    ];
    for (const headers of notAdmins) {
      const refused = await send(twoMb(), 'Not an admin', headers);
      expect(refused.status).toBe(413);
    }
    expect((await storage.list('portal-docs')).map((o) => o.Key)).not.toContain('Not an admin.pdf');
    // An admin's 2 MB file is taken.
    const taken = await send(
      new File(['%PDF-1.7\n', new Uint8Array(2 * 1024 * 1024)], 'big.pdf'),
      'Two megabytes',
      { authorization: `Bearer ${admin.token}` },
    );
    expect(taken.status).toBe(200);
  });

  it('refuses a multipart upload without the CSRF header', async () => {
    const { body } = graphqlBody(UPLOAD, { file: pdf(), bucket: 'documents', title: 'No header' });
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: body as FormData,
    });
    expect(response.ok).toBe(false);
    expect((await storage.list('portal-docs')).map((o) => o.Key)).not.toContain('No header.pdf');
  });
});
