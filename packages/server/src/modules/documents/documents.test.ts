import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/files.ts';
import { localStorage } from '../../services/storage/local-storage.ts';
import { createUser } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { verifyFileLink } from './file-links.ts';

const OBJECTS = `query ($bucket: String!) { awsObjects(bucket: $bucket) { Key LastModified Size title url } }`;

type StorageObject = {
  Key: string;
  LastModified: string;
  Size: number;
  title: string;
  url: string;
};

let api: TestApi;
let educator: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;

const bytes = (text: string) => new TextEncoder().encode(text);

beforeAll(async () => {
  // A custom documents bucket name: the API speaks of 'documents', storage of the configured name.
  api = await createTestApi({ S3_BUCKET_DOCUMENTS: 'portal-docs' });
  educator = await createUser(api.db);
  admin = await createUser(api.db, { type: 'ADMIN' });
  if (api.config.storage.kind !== 'local') throw new Error('tests use local storage');
  const storage = localStorage(api.config.storage.root);
  await storage.put('portal-docs', 'menus/october menu.pdf', bytes('pdf bytes'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  await storage.put('portal-docs', 'guide.txt', bytes('a guide of some length'));
  await storage.put('resources', 'admin-only.txt', bytes('secret plan'));
  await api.db.insert(storedFiles).values([
    { bucket: 'documents', key: 'guide.txt', title: 'Program Guide', size: 22 },
    // A title of the other bucket with the same key is not this one's.
    { bucket: 'resources', key: 'menus/october menu.pdf', title: 'Wrong bucket', size: 1 },
  ]);
});
afterAll(async () => {
  await api.close();
});

describe('awsObjects', () => {
  it('lists the documents bucket for an educator, newest first, with titles and signed links', async () => {
    const result = await api.gql<{ awsObjects: StorageObject[] }>(
      OBJECTS,
      { bucket: 'documents' },
      { token: educator.token },
    );
    expect(result.errors).toBeUndefined();
    const objects = result.data!.awsObjects;
    expect(objects.map((o) => [o.Key, o.title, o.Size])).toEqual([
      ['guide.txt', 'Program Guide', 22],
      ['menus/october menu.pdf', 'menus/october menu.pdf', 9],
    ]);
    expect(Date.parse(objects[0]!.LastModified)).toBeGreaterThanOrEqual(
      Date.parse(objects[1]!.LastModified),
    );
    const url = new URL(objects[1]!.url, 'http://portal.test');
    expect(url.pathname).toBe('/files/documents/menus/october%20menu.pdf');
    const expires = Number(url.searchParams.get('expires'));
    expect(expires * 1000).toBeGreaterThan(Date.now());
    expect(expires * 1000).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000 + 1000);
    expect(
      verifyFileLink(api.config.fileLinkSecret, {
        bucket: 'documents',
        key: 'menus/october menu.pdf',
        expires: url.searchParams.get('expires'),
        signature: url.searchParams.get('signature'),
      }),
    ).toBe(true);
  });

  it('lists the resources bucket for an admin only', async () => {
    const asAdmin = await api.gql<{ awsObjects: StorageObject[] }>(
      OBJECTS,
      { bucket: 'resources' },
      { token: admin.token },
    );
    expect(asAdmin.data!.awsObjects.map((o) => o.Key)).toEqual(['admin-only.txt']);
    expect(asAdmin.data!.awsObjects[0]!.url).toMatch(/^\/files\/resources\/admin-only\.txt\?/);

    const asEducator = await api.gql(OBJECTS, { bucket: 'resources' }, { token: educator.token });
    expect(firstError(asEducator)).toBe(MESSAGES.forbidden);
    expect(asEducator.data).toBeNull();
  });

  it('lets an admin list the documents too', async () => {
    const result = await api.gql<{ awsObjects: StorageObject[] }>(
      OBJECTS,
      { bucket: 'documents' },
      { token: admin.token },
    );
    expect(result.data!.awsObjects).toHaveLength(2);
  });

  it("is 'Not found' for any other bucket, whoever asks", async () => {
    for (const bucket of ['portal-docs', 'secrets', '../resources', '']) {
      for (const token of [educator.token, admin.token]) {
        expect(firstError(await api.gql(OBJECTS, { bucket }, { token }))).toBe(MESSAGES.notFound);
      }
    }
  });

  it('asks an anonymous caller to log in', async () => {
    expect(firstError(await api.gql(OBJECTS, { bucket: 'documents' }))).toBe(MESSAGES.notLoggedIn);
  });
});
