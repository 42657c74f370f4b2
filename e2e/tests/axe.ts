import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type AxeCore from 'axe-core';
import type { Probe } from './page-probe';

/**
 * axe-core run in the page, every rule of its default set (the same as AxeBuilder's default).
 *
 * Not AxeBuilder: measured on /login with the machine loaded, its default mode took 4–5 s per
 * check (it opens a blank page to merge the frames' results) and its legacy mode 1.6 s, most
 * of it injecting axe again; axe injected once per document and asked for violations only
 * takes 0.2–0.5 s per check after the first. The app has no frames, so nothing is lost.
 *
 * In a watched page (page-probe.ts) the app's clock stands still while axe runs, and axe itself
 * runs on the browser's own timers.
 */
const require = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string;
  help: string;
  /** The CSS selectors of the elements that fail. */
  targets: string[];
}

/** axe's source in a scope where setTimeout is the browser's, not the probe's (frozen) one. */
const AXE_SCRIPT = `(function (setTimeout, clearTimeout) {
${AXE_SOURCE}
}).call(window, window.__routeProbe?.setTimeout ?? window.setTimeout,
  window.__routeProbe?.clearTimeout ?? window.clearTimeout);`;

/** The axe violations of what the page shows now. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SCRIPT);
  return page.evaluate(async () => {
    const { axe, __routeProbe: probe } = window as unknown as {
      axe: typeof AxeCore;
      __routeProbe?: Probe;
    };
    probe?.freeze();
    try {
      const results = await axe.run(document, { resultTypes: ['violations'] });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? 'n/a',
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    } finally {
      probe?.thaw();
    }
  });
}
