import { expect, type Browser } from '@playwright/test';
import { ADMIN, saveState, signInAdminByApi, stateFile } from '../tests/api';

/**
 * The administrator signs in once per server, through the staff sign-on without a browser,
 * and every admin journey starts from this stored sign-in (helpers.ts adminPage). The popup
 * itself is tested by sso.spec.ts.
 */
export async function storeAdminSignIn(browser: Browser, baseURL: string) {
  const state = await signInAdminByApi(baseURL);
  saveState(stateFile(baseURL, 'admin'), state);

  // The stored sign-in works in the browser: the web app loads the admin with the cookie.
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('button', { name: ADMIN.name })).toBeVisible();
  await context.close();
}
