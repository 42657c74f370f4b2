import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { axeViolations } from './axe';
import { RouteAudit } from './route-audit';

/** The console errors of the running test (every context it opens reports here). */
let currentErrors: string[] | undefined;

/**
 * Fails the running test on a console error or an uncaught page error of the first page of the
 * context (not of popups such as the staff sign-on's): the test's own context is watched by
 * the fixture, contexts opened by the helpers (adminPage, anonymousPage, …) call this.
 */
export function watchErrors(context: BrowserContext) {
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') (currentErrors ??= []).push(message.text());
    });
    page.on('pageerror', (error) => (currentErrors ??= []).push(error.message));
  };
  const [first] = context.pages();
  if (first) watch(first);
  else context.once('page', watch);
}

/** The axe checks of the running test's routes (every context it opens reports here). */
let currentAudit: RouteAudit | undefined;

/**
 * Watches a context that a helper opened (adminPage, anonymousPage, …) as the test's own:
 * console errors of its first page, and axe on every route of its pages.
 */
export async function watchContext(context: BrowserContext) {
  watchErrors(context);
  await currentAudit?.watch(context);
}

/**
 * Every journey fails on a console error or an uncaught page error, and on any axe violation
 * of a route it visited (route-audit.ts).
 */
export const test = base.extend<{ consoleErrors: string[]; routeAudit: RouteAudit }>({
  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      currentErrors = errors;
      watchErrors(context);
      await use(errors);
      currentErrors = undefined;
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  routeAudit: [
    async ({ context }, use, testInfo) => {
      const audit = new RouteAudit();
      currentAudit = audit;
      await audit.watch(context);
      await use(audit);
      currentAudit = undefined;
      // A failed journey stops where it failed: no more axe runs on top of its failure.
      if (testInfo.status !== testInfo.expectedStatus) return;
      await audit.finish();
      testInfo.annotations.push(
        { type: 'axe routes', description: `${audit.checked.join(' ')} (${audit.spentMs} ms)` },
        ...(audit.notes.length ? [{ type: 'axe notes', description: audit.notes.join('; ') }] : []),
        { type: 'axe unchecked', description: audit.unchecked().join(' ') },
      );
      expect(audit.violations, 'axe violations on the routes of this journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe on what the page shows now (a dialog open, say) and fails on any violation. */
export async function expectAccessible(page: Page) {
  const violations = await axeViolations(page);
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.targets.join(' | ')})`);
  expect(summary, 'axe violations').toEqual([]);
}

/** A unique suffix per call: journeys run in parallel and again on retry. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A unique address per run, so journeys can register again on a reused database. */
export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@school.example`;
}

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  kind: string;
}

/** Reads the dev mailbox (the outbox, its newest 100 mails first) as JSON. */
export async function mailbox(from: Page | APIRequestContext): Promise<Mail[]> {
  const api = 'request' in from ? from.request : from;
  const response = await api.get('/dev/mailbox.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Mail[];
}
