import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE, mountStaticWeb } from './static-web.ts';

const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(2000))};\n`;
const HTML = '<!doctype html><title>Portal</title><div id="root"></div>\n';

/** A built web app as the build leaves it: each text file beside its .br and .gz copies. */
function writeDist(dir: string) {
  mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, text: string, compressed = true) => {
    writeFileSync(path.join(dir, name), text);
    if (!compressed) return;
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  };
  write('index.html', HTML);
  write('assets/index-AbC123.js', SCRIPT);
  write('robots.txt', 'User-agent: *\n', false);
}

describe('static web app', () => {
  let dist: string;
  let server: ReturnType<ReturnType<typeof express>['listen']>;
  let port = 0;

  beforeAll(async () => {
    // Under a dot folder, as a build may be kept: it is served all the same.
    dist = mkdtempSync(path.join(tmpdir(), '.static-web-'));
    writeDist(dist);
    const app = express();
    mountStaticWeb(app, dist);
    server = app.listen(0);
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (urlPath: string, acceptEncoding?: string) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
        const req = request({ port, path: urlPath, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );

  it('sends a hashed asset as brotli, else gzip, else as it is, cached for a year', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-AbC123.js', 'gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/^text\/javascript/);
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('answers every client route with index.html, compressed and revalidated', async () => {
    for (const route of ['/', '/login', '/backpack-buddy/dashboard']) {
      const page = await get(route, 'br, gzip');
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe(REVALIDATE);
      expect(brotliDecompressSync(page.body).toString()).toBe(HTML);
    }
  });

  it('revalidates unhashed files, and answers a missing asset or a way out of the folder with 404 or the app', async () => {
    const robots = await get('/robots.txt', 'br');
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.headers['cache-control']).toBe(REVALIDATE);

    expect((await get('/assets/gone-XyZ.js', 'br')).status).toBe(404);
    const outside = await get('/..%2f..%2fetc%2fpasswd', 'br');
    expect(outside.headers['content-type']).toMatch(/^text\/html/);
  });
});
