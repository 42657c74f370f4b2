import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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
