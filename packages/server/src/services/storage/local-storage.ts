import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type Storage, type StoredObject } from './storage.ts';

export function localStorage(root: string): Storage {
  const file = (bucket: string, key: string) => {
    assertSafeKey(bucket);
    assertSafeKey(key);
    return path.join(root, bucket, key);
  };
  return {
    async put(bucket, key, body) {
      const target = file(bucket, key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body);
    },
    async get(bucket, key) {
      try {
        return new Uint8Array(await readFile(file(bucket, key)));
      } catch {
        return undefined;
      }
    },
    async list(bucket) {
      assertSafeKey(bucket);
      const dir = path.join(root, bucket);
      let names: string[];
      try {
        names = await readdir(dir, { recursive: true });
      } catch {
        return [];
      }
      const objects: StoredObject[] = [];
      for (const name of names) {
        const info = await stat(path.join(dir, name));
        if (info.isFile()) {
          objects.push({
            Key: name.split(path.sep).join('/'),
            LastModified: info.mtime,
            Size: info.size,
          });
        }
      }
      return objects.sort((a, b) => a.Key.localeCompare(b.Key));
    },
    async delete(bucket, key) {
      await rm(file(bucket, key), { force: true });
    },
  };
}
