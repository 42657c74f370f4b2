import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localStorage } from './local-storage.ts';
import { assertSafeKey } from './storage.ts';

describe('local object storage', () => {
  it('puts, lists, gets and deletes objects per bucket', async () => {
    const storage = localStorage(mkdtempSync(path.join(tmpdir(), 'storage-')));
    await storage.put('documents', 'menus/october.pdf', new TextEncoder().encode('pdf bytes'));
    await storage.put('resources', 'guide.txt', new TextEncoder().encode('guide'));
    const listed = await storage.list('documents');
    expect(listed.map((o) => [o.Key, o.Size])).toEqual([['menus/october.pdf', 9]]);
    expect(listed[0]!.LastModified).toBeInstanceOf(Date);
    expect(new TextDecoder().decode(await storage.get('documents', 'menus/october.pdf'))).toBe(
      'pdf bytes',
    );
    await storage.delete('documents', 'menus/october.pdf');
    expect(await storage.list('documents')).toEqual([]);
    expect(await storage.get('documents', 'menus/october.pdf')).toBeUndefined();
    expect(await storage.list('empty-bucket')).toEqual([]);
  });

  it.each(['../secret', '/etc/passwd', 'a/../../b', 'a\\b', '', 'x'.repeat(513)])(
    'refuses the key %j that could leave the bucket',
    (key) => {
      expect(() => assertSafeKey(key)).toThrow('Invalid object key');
    },
  );
});
