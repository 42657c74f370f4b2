/**
 * The object store both instances share: @20minutes/s3rver (the maintained fork of s3rver, a
 * fake S3 server for Node that keeps objects in a folder), on 127.0.0.1, with the two buckets
 * created. The instances reach it through the portal's S3 adapter
 * (packages/server/src/services/storage/s3-storage.ts), path-style, as they would reach any
 * S3-compatible store.
 *
 * allowMismatchedSignatures: s3rver computes the canonical URI of a bucket-level request
 * without the trailing slash the current AWS SDK signs (`GET /documents/?list-type=2`), so every
 * ListObjectsV2 would fail with SignatureDoesNotMatch; object requests verify as they should.
 */
import S3rver from '@20minutes/s3rver';

export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface LocalS3 {
  endpoint: string;
  close(): Promise<void>;
}

export async function startLocalS3(directory: string, buckets: string[]): Promise<LocalS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
}
