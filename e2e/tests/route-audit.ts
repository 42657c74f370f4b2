import type { BrowserContext, Page } from '@playwright/test';
import { axeViolations } from './axe';
import { installProbe, settled } from './page-probe';

/**
 * axe on every route a journey visits (issue 20 item 3), without touching the journeys.
 *
 * A script in every document marks <html> with the attribute below whenever the pathname
 * changes (a load, pushState, replaceState, Back). Each page has a locator handler on that mark:
 * Playwright runs it before the page's next action or auto-waiting assertion — a quiet point,
 * when the test itself is about to use what the route shows, and before the test can leave it.
 * The handler waits for the route to settle (no spinner, nothing aria-busy, no request of the
 * app in flight, the DOM unchanged for a moment), runs axe once per pathname and test, and
 * keeps the violations; the fixture fails the journey with them, naming each route. Only the
 * web app's own documents (the ones with #root) are checked: not the dev mailbox, the staff
 * directory's sign-in popup, /healthz or a JSON file.
 */
const MARK = 'data-axe-route';
/** How long the DOM must stay unchanged before axe runs (a render after a response, a lazy screen). */
const QUIET_MS = 200;
/** At most this long waiting for a route to settle: its time counts in the action's or assertion's. */
const SETTLE_MS = 5_000;

/** What a test's pages showed axe: the routes checked and what was found on them. */
export class RouteAudit {
  /** Pathnames axe ran on, in order. */
  readonly checked: string[] = [];
  /** One line per violation: route, rule, impact, help and the first elements. */
  readonly violations: string[] = [];
  /** Routes that did not settle in time (checked anyway) and checks that could not run. */
  readonly notes: string[] = [];
  /** Time spent waiting for routes to settle and running axe (ms). */
  spentMs = 0;
  /** Pathnames of the app shown by a page but left before any check (redirects, mostly). */
  private readonly seen = new Set<string>();
  private readonly others = new Set<string>();
  private readonly pages = new Set<Page>();
  private readonly running = new Map<Page, Promise<void>>();

  /** Checks every page of the context, now and later (a popup included). */
  async watch(context: BrowserContext) {
    await context.addInitScript(installProbe, MARK);
    context.on('page', (page) => void this.watchPage(page));
    await Promise.all(context.pages().map((page) => this.watchPage(page)));
  }

  private async watchPage(page: Page) {
    if (this.pages.has(page)) return;
    this.pages.add(page);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith('http')) {
        this.seen.add(new URL(frame.url()).pathname);
      }
    });
    page.on('close', () => this.pages.delete(page));
    await page
      .addLocatorHandler(page.locator(`html[${MARK}]`), () => this.check(page), {
        noWaitAfter: true,
      })
      .catch(() => {});
  }

  /** Checks the page's route unless it was checked already (once at a time per page). */
  check(page: Page): Promise<void> {
    const running = this.running.get(page);
    if (running) return running;
    const run = this.checkRoute(page).finally(() => this.running.delete(page));
    this.running.set(page, run);
    return run;
  }

  private async checkRoute(page: Page) {
    let path = new URL(page.url()).pathname;
    const started = Date.now();
    try {
      if (!this.done(path)) {
        const state = await this.settle(page, path);
        path = state.path;
        if (!state.app) this.others.add(path);
        else if (!this.done(path)) await this.runAxe(page, path);
      }
      await page.evaluate(
        ([mark, checkedPath]) => {
          if (location.pathname === checkedPath) document.documentElement.removeAttribute(mark);
        },
        [MARK, path] as const,
      );
    } catch (error) {
      // The page navigated or closed meanwhile: the next document is marked and checked anew.
      if (!page.isClosed() && !/context was destroyed|navigat/i.test(String(error))) {
        this.notes.push(`${path}: axe could not run: ${String(error).split('\n')[0]}`);
      }
    } finally {
      this.spentMs += Date.now() - started;
    }
  }

  private async settle(page: Page, path: string): Promise<{ path: string; app: boolean }> {
    try {
      const handle = await page.waitForFunction(
        settled,
        { quietMs: QUIET_MS },
        { timeout: SETTLE_MS, polling: 50 },
      );
      return (await handle.jsonValue()) as { path: string; app: boolean };
    } catch (error) {
      if (page.isClosed() || !/Timeout/i.test(String(error))) throw error;
      this.notes.push(`${path}: did not settle in ${SETTLE_MS} ms, checked as it was`);
      return page.evaluate(() => ({
        path: location.pathname,
        app: document.getElementById('root') !== null,
      }));
    }
  }

  private done(path: string) {
    return this.checked.includes(path) || this.others.has(path);
  }

  private async runAxe(page: Page, path: string) {
    const violations = await axeViolations(page);
    this.checked.push(path);
    for (const v of violations) {
      const more = v.targets.length > 5 ? ` and ${v.targets.length - 5} more` : '';
      this.violations.push(
        `${path}: ${v.id} (${v.impact}) ${v.help} — ${v.targets.slice(0, 5).join(' | ')}${more}`,
      );
    }
  }

  /** At the end of the test: checks what the open pages show, if not checked yet. */
  async finish() {
    const open = [...this.pages].filter((p) => !p.isClosed());
    await Promise.all(open.map((p) => this.check(p)));
  }

  /** The app's pathnames shown but never checked: left before any action or assertion. */
  unchecked(): string[] {
    return [...this.seen].filter((path) => !this.done(path));
  }
}
