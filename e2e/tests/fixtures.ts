import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Every journey fails on a console error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe on the page and fails on any violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
  expect(summary, 'axe violations').toEqual([]);
}

/** A unique address per run, so journeys can register again on a reused database. */
export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@school.example`;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

/** Reads the dev mailbox (the outbox) as JSON. */
export async function mailbox(page: Page): Promise<Mail[]> {
  const response = await page.request.get('/dev/mailbox.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Mail[];
}
