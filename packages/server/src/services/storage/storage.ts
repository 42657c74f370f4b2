export interface StoredObject {
  Key: string;
  LastModified: Date;
  Size: number;
}

/** Object storage with the S3 vocabulary; local disk by default, any S3-compatible store in production. */
export interface Storage {
  put(bucket: string, key: string, body: Uint8Array, contentType?: string): Promise<void>;
  get(bucket: string, key: string): Promise<Uint8Array | undefined>;
  list(bucket: string): Promise<StoredObject[]>;
  delete(bucket: string, key: string): Promise<void>;
}

/** Keys become file names: refuse anything that could leave the bucket folder. */
export function assertSafeKey(key: string): void {
  if (
    !key ||
    key.length > 512 ||
    key.includes('..') ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0')
  ) {
    throw new Error('Invalid object key');
  }
}
