import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Probe } from './page-probe';
import { RouteAudit } from './route-audit';

// The check that every journey runs on its routes (route-audit.ts) must find a violation when
// there is one, name its route, check a route reached in the app (no page load) too, and check
// each route once. It watches a context of its own here, so that the violations planted below
// are its findings and not this test's failure.

async function auditedPage(browser: Browser): Promise<{ page: Page; audit: RouteAudit }> {
  const context = await browser.newContext();
  const audit = new RouteAudit();
  await audit.watch(context);
  return { page: await context.newPage(), audit };
}

test('the route check names each route with its violation, once per route', async ({ browser }) => {
  const { page, audit } = await auditedPage(browser);
  await page.goto('/login');
  // Outside the app's root, so that React leaves it alone: an image without a text.
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.id = 'planted-image';
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.body.append(image);
  });
  // The page's next assertion is the quiet point where the check runs.
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(audit.checked).toEqual(['/login']);
  // (Outside every landmark, it also breaks the region rule.)
  expect(audit.violations).toEqual([
    expect.stringMatching(/^\/login: image-alt .*#planted-image/),
    expect.stringMatching(/^\/login: region .*#planted-image/),
  ]);

  // A route of the app (pushState, no load): the image goes, an unlabelled box comes.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.evaluate(() => {
    document.getElementById('planted-image')?.remove();
    const box = document.createElement('input');
    box.id = 'planted-box';
    document.body.append(box);
  });
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  expect(audit.checked).toEqual(['/login', '/forgot-password']);
  expect(audit.violations.slice(2)).toEqual([
    expect.stringMatching(/^\/forgot-password: label .*#planted-box/),
    expect.stringMatching(/^\/forgot-password: region .*#planted-box/),
  ]);

  // Back on a route already checked: not again.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(audit.checked).toEqual(['/login', '/forgot-password']);
  await page.context().close();
});

test("the app's clock stands still while axe runs", async ({ browser }) => {
  const { page, audit } = await auditedPage(browser);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(audit.checked).toEqual(['/login']);
  const state = await page.evaluate(async () => {
    const probe = (window as unknown as { __routeProbe: Probe }).__routeProbe;
    // The browser's own timer: it does not stand still.
    const wait = (ms: number) => new Promise((resolve) => probe.setTimeout(resolve, ms));
    let fired = false;
    clearTimeout(setTimeout(() => (fired = true), 0));
    setTimeout(() => (fired = true), 150);
    probe.freeze();
    await wait(300);
    const whileFrozen = fired;
    probe.thaw();
    // 150 ms were due at the freeze; ~50 ms later they are not yet up.
    await wait(50);
    const soonAfter = fired;
    await wait(250);
    return { whileFrozen, soonAfter, later: fired };
  });
  expect(state).toEqual({ whileFrozen: false, soonAfter: false, later: true });
  await page.context().close();
});
