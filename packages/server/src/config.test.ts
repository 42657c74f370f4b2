import { ZodError } from 'zod';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_POOL_MAX, loadConfig } from './config.ts';

// The settings several instances on one PostgreSQL and one object store need (docs/operations.md).
describe('settings for several instances', () => {
  it('keeps 10 PostgreSQL connections per instance unless DATABASE_POOL_MAX says otherwise', () => {
    expect(DEFAULT_DATABASE_POOL_MAX).toBe(10);
    expect(loadConfig({}).databasePoolMax).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: '' }).databasePoolMax).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: ' 4 ' }).databasePoolMax).toBe(4);
    expect(loadConfig({ DATABASE_POOL_MAX: '1000' }).databasePoolMax).toBe(1000);
  });

  it.each(['0', '-1', '1.5', 'ten', '1001'])(
    'refuses DATABASE_POOL_MAX=%j, saying why',
    (value) => {
      expect(() => loadConfig({ DATABASE_POOL_MAX: value })).toThrow(ZodError);
      expect(() => loadConfig({ DATABASE_POOL_MAX: value })).toThrow(
        'DATABASE_POOL_MAX must be a whole number from 1 to 1000',
      );
    },
  );

  it('uses S3 once an endpoint or access key is set, path-style unless told otherwise', () => {
    expect(loadConfig({}).storage.kind).toBe('local');
    const s3 = loadConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET_DOCUMENTS: 'portal-documents',
    }).storage;
    expect(s3).toMatchObject({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      buckets: { documents: 'portal-documents', resources: 'resources' },
    });
    const aws = loadConfig({ S3_ACCESS_KEY_ID: 'key', S3_FORCE_PATH_STYLE: 'false' }).storage;
    expect(aws).toMatchObject({ kind: 's3', endpoint: undefined, forcePathStyle: false });
  });
});
