import type { Server } from 'node:http';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_LINK_TTL_SECONDS, keyPath, signFileLink } from '../modules/documents/file-links.ts';
import { createServices } from '../services/index.ts';
import { createUser } from '../testing/factories.ts';
import { createTestApi, type TestApi } from '../testing/test-api.ts';
import { contentDisposition, mountFileDownload } from './file-download.ts';

let api: TestApi;
let server: Server;
let base: string;
let token: string;
const secret = () => api.config.fileLinkSecret;

beforeAll(async () => {
  api = await createTestApi();
  const services = createServices(api.config, pino({ level: 'silent' }));
  await services.storage.put('documents', 'guides/Program Guide.pdf', new Uint8Array([37, 80, 68]));
  await services.storage.put(
    'documents',
    'page.html',
    new TextEncoder().encode('<script>1</script>'),
  );
  token = (await createUser(api.db)).token;
  const app = express();
  mountFileDownload(app, { config: api.config, services });
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

describe('the file download route', () => {
  it('downloads the object of a link from awsObjects as a safe attachment', async () => {
    const listed = await api.gql<{ awsObjects: { Key: string; url: string }[] }>(
      `{ awsObjects(bucket: "documents") { Key url } }`,
      {},
      { token },
    );
    const link = listed.data!.awsObjects.find((o) => o.Key === 'guides/Program Guide.pdf')!.url;
    const response = await fetch(`${base}${link}`);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68]));
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Program Guide.pdf"; filename*=UTF-8''Program%20Guide.pdf`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('never serves HTML as HTML', async () => {
    const response = await fetch(`${base}${signFileLink(secret(), 'documents', 'page.html')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it.each([
    [
      'a tampered signature',
      (link: URL) =>
        link.searchParams.set('signature', `${link.searchParams.get('signature')!.slice(1)}A`),
    ],
    [
      'a later expiry',
      (link: URL) =>
        link.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 60)),
    ],
    ['another key', (link: URL) => (link.pathname = '/files/documents/page.html')],
    [
      'another bucket',
      (link: URL) => (link.pathname = `/files/resources/${keyPath('guides/Program Guide.pdf')}`),
    ],
    ['no signature', (link: URL) => link.searchParams.delete('signature')],
    ['no expiry', (link: URL) => link.searchParams.delete('expires')],
  ])('refuses %s with 403', async (_name, tamper) => {
    const link = new URL(signFileLink(secret(), 'documents', 'guides/Program Guide.pdf'), base);
    tamper(link);
    const response = await fetch(link);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  it('refuses an expired link with 403', async () => {
    const past = Date.now() - (FILE_LINK_TTL_SECONDS + 1) * 1000;
    const link = signFileLink(secret(), 'documents', 'guides/Program Guide.pdf', past);
    expect((await fetch(`${base}${link}`)).status).toBe(403);
  });

  it("refuses a link signed with another instance's secret with 403", async () => {
    const link = signFileLink('another-secret', 'documents', 'guides/Program Guide.pdf');
    expect((await fetch(`${base}${link}`)).status).toBe(403);
  });

  it('answers 404 for a validly signed link to a missing object', async () => {
    const link = signFileLink(secret(), 'documents', 'gone.pdf');
    expect((await fetch(`${base}${link}`)).status).toBe(404);
  });
});

describe('Content-Disposition', () => {
  it.each([
    ['report.pdf', `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`],
    [
      'a/b/Menu (Oct).pdf',
      `attachment; filename="Menu _Oct_.pdf"; filename*=UTF-8''Menu%20%28Oct%29.pdf`,
    ],
    [
      'évaluation.txt',
      `attachment; filename="_valuation.txt"; filename*=UTF-8''%C3%A9valuation.txt`,
    ],
    [
      'x"; filename="evil.html\r\n.txt',
      `attachment; filename="x__ filename__evil.html.txt"; filename*=UTF-8''x%22%3B%20filename%3D%22evil.html.txt`,
    ],
    ['...', `attachment; filename="download"; filename*=UTF-8''download`],
    ['.env', `attachment; filename="env"; filename*=UTF-8''env`],
  ])('%j', (key, header) => {
    expect(contentDisposition(key)).toBe(header);
  });
});
