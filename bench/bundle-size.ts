import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { createStaticWebApp } from '../packages/server/src/http/static-web.ts';
import { heading, table } from './table.ts';

export interface FileSize {
  /** Path relative to the dist folder. */
  file: string;
  bytes: number;
  gzip: number;
  missing?: boolean;
}

export type SizeReport =
  | {
      ok: true;
      distDir: string;
      builtAt: Date;
      /** JavaScript /login loads at first: module scripts and module preloads of index.html. */
      initialJs: FileSize[];
      /** Stylesheets linked from index.html. */
      initialCss: FileSize[];
      /** Every .js and .css file in dist, lazy chunks included (for context). */
      allJs: { files: number; gzip: number };
      allCss: { files: number; gzip: number };
    }
  | { ok: false; reason: string };

const gzipSize = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;

function attributes(tag: string): Map<string, string> {
  const attrs = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const inner = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const m of inner.matchAll(pattern)) {
    attrs.set(m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

/** The files index.html makes the browser fetch up front, split into JS and CSS. */
export function initialAssets(html: string): { js: string[]; css: string[]; external: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const external: string[] = [];
  const add = (list: string[], url: string | undefined) => {
    if (!url) return;
    if (/^([a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) external.push(url);
    else if (!list.includes(url)) list.push(url);
  };
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    if (/^<script/i.test(tag)) {
      if (attrs.get('type') === 'module') add(js, attrs.get('src'));
    } else {
      const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('modulepreload')) add(js, attrs.get('href'));
      else if (rel.includes('stylesheet')) add(css, attrs.get('href'));
    }
  }
  return { js, css, external };
}

function sizeOf(distDir: string, url: string): FileSize {
  const relative = decodeURIComponent(url.replace(/[?#].*$/, '')).replace(/^(\.?\/)+/, '');
  const file = path.join(distDir, relative);
  if (!file.startsWith(distDir) || !existsSync(file)) {
    return { file: relative, bytes: 0, gzip: 0, missing: true };
  }
  const buffer = readFileSync(file);
  return { file: relative, bytes: buffer.length, gzip: gzipSize(buffer) };
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function total(files: string[]): { files: number; gzip: number } {
  return {
    files: files.length,
    gzip: files.reduce((sum, f) => sum + gzipSize(readFileSync(f)), 0),
  };
}

export function measureDist(distDir: string): SizeReport {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) {
    return {
      ok: false,
      reason: `${index} not found: the web app is not built (run npm run build -w @portal/web, or pass --build)`,
    };
  }
  const html = readFileSync(index, 'utf8');
  const { js, css } = initialAssets(html);
  if (js.length === 0) {
    return {
      ok: false,
      reason: `${index} references no <script type="module" src>: is it a vite build?`,
    };
  }
  const files = walk(distDir);
  return {
    ok: true,
    distDir,
    builtAt: statSync(index).mtime,
    initialJs: js.map((url) => sizeOf(distDir, url)),
    initialCss: css.map((url) => sizeOf(distDir, url)),
    allJs: total(files.filter((f) => /\.m?js$/.test(f))),
    allCss: total(files.filter((f) => f.endsWith('.css'))),
  };
}

/** Runs `npm run build -w @portal/web` into outDir (leaving packages/web/dist alone). */
export function buildWeb(
  repoRoot: string,
  outDir: string,
  timeoutMs: number,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      'npm',
      ['run', 'build', '-w', '@portal/web', '--', '--outDir', outDir, '--emptyOutDir'],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-3000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, reason: `could not run npm: ${error.message}` });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve({ ok: true });
      const why = signal ? `killed after ${timeoutMs / 1000} s` : `exit code ${code}`;
      const lines = output.trim().split('\n').slice(-12).join('\n    ');
      resolve({ ok: false, reason: `web build failed (${why}):\n    ${lines}` });
    });
  });
}

/** Issue 19: the login and registration pages download at most this much compressed JavaScript. */
export const PAGE_JS_GOAL_BYTES = 100_000;
/** The pages measured, as a visitor who is not signed in opens them. */
export const FIRST_PAGES = ['/login', '/register'] as const;
/** No request for this long: the page has loaded what it loads by itself. */
const QUIET_MS = 750;

export interface ScriptSize {
  /** Path of the script on the server (/assets/…). */
  file: string;
  /** Bytes on the wire as Chromium fetched it (brotli, the encoding it prefers). */
  transferred: number;
  /** The server's answer to Accept-Encoding: br, gzip, and none (the file). */
  br: number;
  gzip: number;
  raw: number;
}

export interface PageJs {
  path: string;
  /** Scripts loaded by the page alone (entry, modulepreloads, lazy chunks of its first paint). */
  firstPaint: ScriptSize[];
  /** Scripts loaded next, when the form is first used (a click in its first field). */
  firstUse: ScriptSize[];
}

export type PageJsReport =
  { ok: true; browser: string; dist: string; pages: PageJs[] } | { ok: false; reason: string };

export const sumOf = (scripts: ScriptSize[], key: 'transferred' | 'br' | 'gzip' | 'raw') =>
  scripts.reduce((n, s) => n + s[key], 0);

/** The body's length on the wire for one Accept-Encoding (the server's precompressed copy). */
function bodyBytes(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function sizeScripts(found: Map<string, number>): Promise<ScriptSize[]> {
  return Promise.all(
    [...found].map(async ([url, transferred]) => ({
      file: new URL(url).pathname,
      transferred,
      br: await bodyBytes(url, 'br'),
      gzip: await bodyBytes(url, 'gzip'),
      raw: await bodyBytes(url, 'identity'),
    })),
  );
}

/** Scripts a page fetches, with the bytes Chromium received, and whether requests are in flight. */
function watchScripts(page: Page) {
  const scripts = new Map<string, number>();
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settle = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return settle();
    void request.sizes().then(
      (sizes) => {
        scripts.set(request.url(), sizes.responseBodySize);
        settle();
      },
      () => settle(),
    );
  });
  const quiet = async (timeoutMs = 30_000) => {
    const start = Date.now();
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() - start > timeoutMs) throw new Error('the page kept loading for 30 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  /** The scripts seen so far, forgetting them (the next call returns only newer ones). */
  const take = () => {
    const taken = new Map(scripts);
    scripts.clear();
    return taken;
  };
  return { quiet, take };
}

/**
 * Opens the login and registration pages in headless Chromium, each with a cold cache, served
 * by the portal's own static file code (packages/server/src/http/static-web.ts) from webDist,
 * and sums the script responses: those the page loads by itself (its first paint), then those
 * the first click in its form loads. Each script's brotli, gzip and raw sizes are the server's
 * answers for that encoding.
 */
export async function measurePageJs(webDist: string): Promise<PageJsReport> {
  const dist = path.resolve(webDist);
  if (!existsSync(path.join(dist, 'index.html'))) {
    return { ok: false, reason: `no built web app in ${dist} (npm run build, or pass --build)` };
  }
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) return { ok: false, reason: `no Chromium at ${executablePath}` };
  const { chromium } = await import('@playwright/test');
  const server = createStaticWebApp(dist).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const pages: PageJs[] = [];
    for (const pagePath of FIRST_PAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const watch = watchScripts(page);
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load' });
      await page.locator('form input').first().waitFor({ state: 'visible', timeout: 30_000 });
      await watch.quiet();
      const firstPaint = await sizeScripts(watch.take());
      await page.locator('form input').first().click();
      await watch.quiet();
      const firstUse = await sizeScripts(watch.take());
      pages.push({ path: pagePath, firstPaint, firstUse });
      await context.close();
    }
    return { ok: true, browser: `Chromium ${browser.version()}`, dist, pages };
  } catch (error) {
    return { ok: false, reason: (error as Error).message.split('\n')[0] ?? 'failed' };
  } finally {
    await browser.close();
    server.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The measure as a report section: each page's scripts, brotli and gzip, against the goal. */
export function pageJsLines(report: PageJsReport): string[] {
  if (!report.ok) return [`NOT MEASURED: ${report.reason}`];
  const lines = [`${report.browser}, cold cache, ${report.dist} served as the portal serves it`];
  for (const page of report.pages) {
    const rows = page.firstPaint.map((s) => [
      s.file,
      kb(s.raw),
      kb(s.transferred),
      kb(s.br),
      kb(s.gzip),
    ]);
    const total = (scripts: ScriptSize[]) => [
      kb(sumOf(scripts, 'raw')),
      kb(sumOf(scripts, 'transferred')),
      kb(sumOf(scripts, 'br')),
      kb(sumOf(scripts, 'gzip')),
    ];
    rows.push(['total at first paint', ...total(page.firstPaint)]);
    rows.push([
      `+ on first use of the form (${page.firstUse.length} files)`,
      ...total(page.firstUse),
    ]);
    lines.push('', `${page.path}:`);
    lines.push(
      table(['script', 'raw', 'transferred', 'brotli', 'gzip'], rows, [
        'left',
        'right',
        'right',
        'right',
        'right',
      ]),
    );
  }
  lines.push('', ...pageJsSummary(report));
  return lines;
}

/** One line per page: its first download in brotli and gzip against the 100 KB goal. */
export function pageJsSummary(report: PageJsReport): string[] {
  if (!report.ok) return [`login/register page JS: not measured (${report.reason})`];
  return report.pages.map((page) => {
    const br = sumOf(page.firstPaint, 'br');
    const gzip = sumOf(page.firstPaint, 'gzip');
    const verdict = br <= PAGE_JS_GOAL_BYTES ? 'met' : `MISSED by ${kb(br - PAGE_JS_GOAL_BYTES)}`;
    return (
      `${page.path} JS at first paint: ${kb(br)} brotli, ${kb(gzip)} gzip in ` +
      `${page.firstPaint.length} files (goal ≤ ${kb(PAGE_JS_GOAL_BYTES)} compressed: ${verdict}); ` +
      `+${kb(sumOf(page.firstUse, 'br'))} brotli when the form is first used`
    );
  });
}

// `npx tsx bench/bundle-size.ts [dist]`: the pages' JavaScript of a build (default packages/web/dist).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? fileURLToPath(new URL('../packages/web/dist', import.meta.url));
  void measurePageJs(dist).then((report) => {
    console.log(heading('JavaScript of the login and registration pages'));
    for (const line of pageJsLines(report)) console.log(line ? `  ${line}` : '');
    process.exit(report.ok ? 0 : 1);
  });
}
