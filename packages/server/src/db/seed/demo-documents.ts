import type { Db } from '../client.ts';
import { storedFiles } from '../schema/files.ts';
import type { Storage } from '../../services/storage/storage.ts';

/**
 * A one-page PDF of plain text lines (Helvetica), written by hand: header, objects, a cross-
 * reference table with the byte offset of each object, trailer.
 */
export function simplePdf(lines: readonly string[]): Uint8Array {
  const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = [
    'BT',
    '/F1 12 Tf',
    '16 TL',
    '72 720 Td',
    ...lines.map((line) => `(${escapePdf(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

const text = (value: string) => new TextEncoder().encode(value);

/** The Document Library of a first start (the demo data lives in the database, these in storage). */
export const DEMO_DOCUMENTS = [
  {
    key: 'backpack-buddy-program-guide.pdf',
    title: 'Backpack Buddy Program Guide',
    contentType: 'application/pdf',
    body: () =>
      simplePdf([
        'Backpack Buddy Program Guide (demo)',
        '',
        'Weekend sacks go home at least three times a month.',
        'Keep a signed permission slip for every student.',
        'Submit each monthly distribution report by the 10th.',
        'Store food 6 inches off the floor, wall and ceiling.',
      ]),
  },
  {
    key: 'monthly-report-checklist.txt',
    title: 'Monthly Report Checklist',
    contentType: 'text/plain; charset=utf-8',
    body: () =>
      text(
        [
          'Monthly distribution report checklist (demo)',
          '',
          '1. Add or upload the students served this month.',
          '2. Enter the number of sacks per distribution date.',
          '3. Check allocated, distributed and discarded totals.',
          '4. Add comments and submit the report.',
          '',
        ].join('\n'),
      ),
  },
  {
    key: 'permission-slip-template.txt',
    title: 'Student Permission Slip Template',
    contentType: 'text/plain; charset=utf-8',
    body: () =>
      text(
        [
          'Backpack Buddy permission slip (demo)',
          '',
          'Student name: ______________________',
          'Parent or guardian signature: ______________________',
          'Date: ____________',
          '',
        ].join('\n'),
      ),
  },
] as const;

/**
 * Puts the demo documents into the documents bucket when it is empty (with their titles in
 * stored_files). Storage is not the database, so this runs beside seedDemo rather than in its
 * transaction; two instances starting together write the same objects and rows, harmlessly.
 * Returns how many files were written.
 */
export async function seedDemoDocuments(db: Db, storage: Storage, bucket: string): Promise<number> {
  if ((await storage.list(bucket)).length > 0) return 0;
  for (const doc of DEMO_DOCUMENTS) {
    const body = doc.body();
    await storage.put(bucket, doc.key, body, doc.contentType);
    await db
      .insert(storedFiles)
      .values({
        bucket: 'documents',
        key: doc.key,
        title: doc.title,
        size: body.byteLength,
        contentType: doc.contentType,
      })
      .onConflictDoNothing();
  }
  return DEMO_DOCUMENTS.length;
}
