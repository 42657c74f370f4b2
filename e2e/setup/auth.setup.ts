import { test as setup } from '@playwright/test';
import { storeAdminSignIn } from './admin-sign-in';

setup('the administrator signs in once through the staff sign-on', async ({ browser, baseURL }) => {
  await storeAdminSignIn(browser, baseURL!);
});
