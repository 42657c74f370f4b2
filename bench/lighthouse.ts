/**
 * Lighthouse (12.8.2, the last that runs on Node 20) performance on mobile settings — its
 * default form factor and simulated throttling — with a cold cache (Lighthouse empties the
 * browser cache before each run), in Debian's Chromium, on /login and on the demo educator's
 * dashboard (issue 19: a score of at least 0.95 on both); and its accessibility score (issue 20:
 * 1.0) on /login, a form step (Backpack Buddy's application step 1, a new application of the
 * demo educator) and the administrator's Backpack Buddy school list, with the audits that fail.
 * Accessibility does not vary from run to run: the two pages measured for it alone run once.
 *
 * The administrator's session is opened by the bench's server process (admins sign in by
 * single sign-on only): `adminToken`; without it the school list is not measured.
 *
 * The educator's session is the portal_session cookie, sent by Lighthouse with every request
 * (`extraHeaders`); the page also needs to know that it is signed in (localStorage `signedIn`,
 * which the app keeps and Lighthouse does not clear), set before the runs on the same browser
 * profile. Chromium is launched by Playwright with a DevTools port that Lighthouse connects to.
 *
 * Alone: `npx tsx bench/lighthouse.ts [--runs N] [--dist DIR] [--save DIR]` starts its own demo
 * server (PGlite in a temporary folder, serving DIR, default packages/web/dist) and prints the
 * report; --save keeps each run's full Lighthouse report (JSON) in a folder.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { BrowserContext, BrowserType } from '@playwright/test';
import type Lighthouse from 'lighthouse';
import { DEMO_PASSWORD } from '../packages/server/src/db/seed/demo-accounts.ts';
import { ADMIN_EMAIL } from './admin-lists.ts';
import { graphql } from './load.ts';
import { forkServer } from './server-handle.ts';
import { heading, table } from './table.ts';

export const LIGHTHOUSE_GOAL = 0.95;
export const LIGHTHOUSE_EDUCATOR = 'educator@example.org';
/** The educator's landing program area: Backpack Buddy's distribution reports. */
export const DASHBOARD_PATH = '/backpack-buddy/dashboard';
/** Issue 20: every page measured for accessibility scores 1.0. */
export const ACCESSIBILITY_GOAL = 1;
/** A form step: a new Backpack Buddy application's step 1 (the demo educator's, not required). */
export const FORM_STEP_PATH = '/backpack-buddy/application/step-1';
/** The administrator's Backpack Buddy school list. */
export const ADMIN_SCHOOLS_PATH = '/backpack-buddy/schools';
const SESSION_COOKIE = 'portal_session';

export interface LighthouseRun {
  /** Performance; NaN when the page was measured for accessibility only. */
  score: number;
  /** Accessibility (0–1). */
  accessibility: number;
  /** The accessibility audits that failed: id, title and how many elements. */
  failedAccessibility: string[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  /** Bytes the page transferred (all resources). */
  transferBytes: number;
  /** Lighthouse's own warnings (e.g. a page that redirected elsewhere). */
  warnings: string[];
  finalUrl: string;
}

export interface LighthousePage {
  name: string;
  path: string;
  /** Measured for performance too (else accessibility only, one run). */
  performance: boolean;
  /** The run with the median score, and every score. */
  median: LighthouseRun;
  scores: number[];
}

export type LighthouseReport =
  | { ok: true; chromium: string; lighthouse: string; runs: number; pages: LighthousePage[] }
  | { ok: false; reason: string };

interface LhAudit {
  numericValue?: number;
  score?: number | null;
  scoreDisplayMode?: string;
  title?: string;
  details?: { items?: unknown[] };
}
interface LhCategory {
  score: number | null;
  auditRefs?: { id: string; weight: number }[];
}
interface LhResult {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runWarnings: string[];
  categories: { performance?: LhCategory; accessibility?: LhCategory };
  audits: Record<string, LhAudit | undefined>;
  runtimeError?: { message: string };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The accessibility category's audits that failed (a binary audit scored 0). */
function failedAccessibility(lhr: LhResult): string[] {
  return (lhr.categories.accessibility?.auditRefs ?? []).flatMap(({ id }) => {
    const audit = lhr.audits[id];
    if (!audit || audit.scoreDisplayMode !== 'binary' || audit.score !== 0) return [];
    const count = audit.details?.items?.length ?? 0;
    return [`${id} (${audit.title ?? id}${count ? `; ${count} element(s)` : ''})`];
  });
}

function toRun(lhr: LhResult): LighthouseRun {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  return {
    score: lhr.categories.performance?.score ?? Number.NaN,
    accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
    failedAccessibility: failedAccessibility(lhr),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    speedIndexMs: metric('speed-index'),
    cls: metric('cumulative-layout-shift'),
    transferBytes: metric('total-byte-weight'),
    warnings: lhr.runWarnings,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/**
 * Runs Lighthouse `runs` times on /login and on the educator dashboard of the portal at
 * baseUrl (performance and accessibility), and once on the form step and the admin school list
 * (accessibility); `sessionToken` is the demo educator's session (from the login mutation),
 * `adminToken` the demo administrator's.
 */
export async function measureLighthouse(
  baseUrl: string,
  sessionToken: string | undefined,
  runs = 1,
  /** A folder to keep each run's full Lighthouse report in (JSON), to see why. */
  saveDir?: string,
  adminToken?: string,
): Promise<LighthouseReport> {
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  let lighthouse: typeof Lighthouse;
  let chromium: BrowserType;
  try {
    lighthouse = (await import('lighthouse')).default;
    ({ chromium } = await import('@playwright/test'));
  } catch (error) {
    return { ok: false, reason: (error as Error).message.split('\n')[0] ?? 'no Lighthouse' };
  }
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: [
        `--remote-debugging-port=${port}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const chromiumVersion = context.browser()?.version() ?? 'Chromium';
    const targets: { name: string; path: string; session?: string; performance: boolean }[] = [
      { name: 'login page', path: '/login', performance: true },
      ...(sessionToken
        ? [
            {
              name: 'educator dashboard',
              path: DASHBOARD_PATH,
              session: sessionToken,
              performance: true,
            },
            { name: 'form step', path: FORM_STEP_PATH, session: sessionToken, performance: false },
          ]
        : []),
      ...(adminToken
        ? [
            {
              name: 'admin school list',
              path: ADMIN_SCHOOLS_PATH,
              session: adminToken,
              performance: false,
            },
          ]
        : []),
    ];
    // The app's own note that this browser is signed in (session-store.ts), on this profile:
    // set after the login page's runs (a signed-in browser is sent away from /login).
    const markSignedIn = async () => {
      const page = context!.pages()[0] ?? (await context!.newPage());
      await page.goto(`${baseUrl}/healthz`);
      await page.evaluate(() => localStorage.setItem('signedIn', 'true'));
    };
    const pages: LighthousePage[] = [];
    let version = '';
    for (const target of targets) {
      const all: LighthouseRun[] = [];
      const headers: Record<string, string> = target.session
        ? { Cookie: `${SESSION_COOKIE}=${target.session}` }
        : {};
      if (target.session) await markSignedIn();
      for (let i = 0; i < (target.performance ? runs : 1); i += 1) {
        const result = await lighthouse(`${baseUrl}${target.path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: target.performance ? ['performance', 'accessibility'] : ['accessibility'],
          extraHeaders: headers,
        });
        if (!result) throw new Error('Lighthouse returned no result');
        const lhr = result.lhr as unknown as LhResult;
        version = lhr.lighthouseVersion;
        if (saveDir) {
          const name = `${target.path.replace(/\W+/g, '-').replace(/^-/, '')}-${i + 1}.json`;
          writeFileSync(path.join(saveDir, name), JSON.stringify(lhr, null, 1));
        }
        all.push(toRun(lhr));
      }
      const sorted = [...all].sort((a, b) => a.score - b.score);
      pages.push({
        name: target.name,
        path: target.path,
        performance: target.performance,
        median: sorted[Math.floor(sorted.length / 2)]!,
        scores: all.map((r) => r.score),
      });
    }
    if (!sessionToken) {
      return { ok: false, reason: 'no educator session: only /login could be measured' };
    }
    return { ok: true, chromium: chromiumVersion, lighthouse: version, runs, pages };
  } catch (error) {
    return { ok: false, reason: (error as Error).message.split('\n')[0] ?? 'failed' };
  } finally {
    await context?.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const verdict = (score: number) =>
  score >= LIGHTHOUSE_GOAL
    ? 'met'
    : `MISSED by ${Math.round((LIGHTHOUSE_GOAL - score) * 100)} points`;

const a11yVerdict = (score: number) =>
  score >= ACCESSIBILITY_GOAL
    ? 'met'
    : `MISSED by ${Math.round((ACCESSIBILITY_GOAL - score) * 100)} points`;

export function lighthouseLines(report: LighthouseReport): string[] {
  if (!report.ok) return [`NOT MEASURED: ${report.reason}`];
  const performance = report.pages.filter((p) => p.performance);
  const lines = [
    `Lighthouse ${report.lighthouse}, ${report.chromium} headless, mobile (default form factor, ` +
      `simulated throttling), cold cache, median of ${report.runs} run(s); goal ≥ ${LIGHTHOUSE_GOAL}`,
    '',
    table(
      ['page', 'score', 'FCP', 'LCP', 'TBT', 'Speed Index', 'CLS', 'transferred', 'goal'],
      performance.map(({ name, path: pagePath, median: m, scores }) => [
        `${name} (${pagePath})`,
        `${m.score.toFixed(2)}${scores.length > 1 ? ` [${scores.map((s) => s.toFixed(2)).join(' ')}]` : ''}`,
        seconds(m.fcpMs),
        seconds(m.lcpMs),
        `${Math.round(m.tbtMs)} ms`,
        seconds(m.speedIndexMs),
        m.cls.toFixed(3),
        `${(m.transferBytes / 1000).toFixed(0)} KB`,
        verdict(m.score),
      ]),
      ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
    ),
    '',
    `Accessibility (the same runs; the form step and the admin list once each); goal ${ACCESSIBILITY_GOAL.toFixed(1)}`,
    '',
    table(
      ['page', 'accessibility', 'goal', 'failing audits'],
      report.pages.map(({ name, path: pagePath, median: m }) => [
        `${name} (${pagePath})`,
        m.accessibility.toFixed(2),
        a11yVerdict(m.accessibility),
        m.failedAccessibility.join(', ') || 'none',
      ]),
      ['left', 'right', 'left', 'left'],
    ),
  ];
  for (const page of report.pages) {
    if (!page.median.finalUrl.endsWith(page.path)) {
      lines.push(`  WARNING: ${page.path} ended at ${page.median.finalUrl}`);
    }
    for (const warning of page.median.warnings) lines.push(`  ${page.path}: ${warning}`);
  }
  return lines;
}

export function lighthouseSummary(report: LighthouseReport): string[] {
  if (!report.ok) return [`Lighthouse: not measured (${report.reason})`];
  const performance = report.pages
    .filter((p) => p.performance)
    .map(
      ({ name, median: m }) =>
        `Lighthouse mobile ${name}: ${m.score.toFixed(2)} (FCP ${seconds(m.fcpMs)}, LCP ` +
        `${seconds(m.lcpMs)}, TBT ${Math.round(m.tbtMs)} ms; goal ≥ ${LIGHTHOUSE_GOAL}: ${verdict(m.score)})`,
    );
  const accessibility = report.pages.map(
    ({ name, median: m }) =>
      `Lighthouse accessibility ${name}: ${m.accessibility.toFixed(2)} (goal ` +
      `${ACCESSIBILITY_GOAL.toFixed(1)}: ${a11yVerdict(m.accessibility)}` +
      `${m.failedAccessibility.length ? `; failing: ${m.failedAccessibility.join(', ')}` : ''})`,
  );
  return [...performance, ...accessibility];
}

/** Logs the demo educator in; the session token, or undefined with the reason printed. */
export async function educatorSession(baseUrl: string): Promise<string | undefined> {
  const body = JSON.stringify({
    query: 'mutation ($input: LoginInput!) { login(input: $input) { token } }',
    variables: { input: { email: LIGHTHOUSE_EDUCATOR, password: DEMO_PASSWORD } },
  });
  try {
    const json = await graphql(baseUrl, body);
    return (json.data as { login?: { token?: string } } | undefined)?.login?.token;
  } catch (error) {
    console.error(`  login as ${LIGHTHOUSE_EDUCATOR} failed: ${(error as Error).message}`);
    return undefined;
  }
}

const USAGE = `Usage: npx tsx bench/lighthouse.ts [--runs N] [--dist DIR] [--save DIR]

  Starts a demo server (PGlite in a temporary folder) serving the built web app and runs
  Lighthouse in Chromium (CHROME_PATH, default /usr/bin/chromium): performance and
  accessibility on ${'/login'} and ${DASHBOARD_PATH} (N runs each, the median shown),
  accessibility on ${FORM_STEP_PATH} and ${ADMIN_SCHOOLS_PATH} (one run each).

  --runs N    runs per performance page (default 1)
  --dist DIR  the built web app to serve (default packages/web/dist)
  --save DIR  keep each run's full Lighthouse report (JSON) in DIR`;

async function standalone(): Promise<number> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '1' },
      dist: { type: 'string' },
      save: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const runs = Math.max(1, Number(values.runs) || 1);
  const dist = path.resolve(
    values.dist ?? fileURLToPath(new URL('../packages/web/dist', import.meta.url)),
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-data-'));
  const server = forkServer();
  try {
    process.stderr.write('  … starting the demo server (PGlite, demo seed)\n');
    server.send({
      type: 'start',
      env: {
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DEMO_MODE: 'true',
        WEB_DIST: dist,
      },
      schools: 0,
      sites: 0,
    });
    const started = await server.next('started', 240_000);
    await server.next('seeded', 240_000);
    const baseUrl = started.url.replace('//localhost:', '//127.0.0.1:');
    const token = await educatorSession(baseUrl);
    server.send({ type: 'admin-session', email: ADMIN_EMAIL });
    const admin = await server.next('admin-session', 60_000).catch((error: unknown) => {
      console.error(`  no admin session: ${(error as Error).message.split('\n')[0]}`);
      return undefined;
    });
    process.stderr.write(`  … Lighthouse on ${baseUrl} (${runs} run(s) per page)\n`);
    const report = await measureLighthouse(baseUrl, token, runs, values.save, admin?.token);
    console.log(heading('Lighthouse (mobile, cold cache)'));
    console.log(`  web app: ${dist}`);
    for (const line of lighthouseLines(report)) console.log(line ? `  ${line}` : '');
    console.log('');
    for (const line of lighthouseSummary(report)) console.log(line);
    return report.ok ? 0 : 1;
  } finally {
    const problem = await server.stop(30_000);
    if (problem) console.error(`  server shutdown: ${problem}`);
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  standalone().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('lighthouse bench crashed:', error);
      process.exit(1);
    },
  );
}
