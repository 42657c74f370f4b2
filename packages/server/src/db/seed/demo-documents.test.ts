import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from '../../services/storage/local-storage.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { Database } from '../client.ts';
import { storedFiles } from '../schema/files.ts';
import { DEMO_DOCUMENTS, seedDemoDocuments, simplePdf } from './demo-documents.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const storageDir = () => mkdtempSync(path.join(tmpdir(), 'demo-documents-'));

describe('demo documents', () => {
  it('fill an empty documents bucket once, with their titles', async () => {
    const storage = localStorage(storageDir());
    expect(await seedDemoDocuments(database.db, storage, 'docs')).toBe(DEMO_DOCUMENTS.length);
    const listed = await storage.list('docs');
    expect(listed.map((o) => o.Key).sort()).toEqual(DEMO_DOCUMENTS.map((d) => d.key).sort());
    const rows = await database.db.select().from(storedFiles);
    expect(rows.map((r) => [r.bucket, r.key, r.title])).toEqual(
      DEMO_DOCUMENTS.map((d) => ['documents', d.key, d.title]),
    );
    expect(rows.every((r) => r.size === listed.find((o) => o.Key === r.key)!.Size)).toBe(true);

    // A second start, or a bucket that already has files, adds nothing.
    expect(await seedDemoDocuments(database.db, storage, 'docs')).toBe(0);
    const other = localStorage(storageDir());
    await other.put('docs', 'mine.txt', new TextEncoder().encode('mine'));
    expect(await seedDemoDocuments(database.db, other, 'docs')).toBe(0);
    expect((await other.list('docs')).map((o) => o.Key)).toEqual(['mine.txt']);
  });

  it('write a well-formed PDF (each cross-reference offset points at its object)', () => {
    const pdf = new TextDecoder().decode(simplePdf(['Hello (world)', 'Back\\slash']));
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
    expect(pdf).toContain("(Hello \\(world\\)) '");
    const stream = /stream\n([\s\S]*?)\nendstream/.exec(pdf)![1]!;
    expect(pdf).toContain(`/Length ${stream.length}`);
  });
});
