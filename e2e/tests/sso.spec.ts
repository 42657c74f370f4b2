import { expect, expectAccessible, test } from './fixtures';

// Sam Staff, not Ada Admin: logging out ends every session of the account, and the other
// journeys run at the same time with Ada Admin's stored sign-in (setup/auth.setup.ts).
test('staff sign in through the Administrator Login popup', async ({ page }) => {
  await page.goto('/login');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Administrator Login' }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: 'Food Bank Staff Directory' })).toBeVisible();
  await expectAccessible(popup);
  await popup.getByLabel('Email').fill('staff@foodbank.example');
  await popup.getByLabel('Password').fill('Staff123');
  // The popup closes itself once it has handed the result over: listen before it can happen.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;

  await expect(page.getByRole('heading', { name: 'Programs', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sam Staff' })).toBeVisible();

  // Admins see the program's admin sub-navigation; no My Account for admins.
  await page
    .getByRole('article', { name: 'Backpack Buddy' })
    .getByRole('button', { name: 'Visit' })
    .click();
  await expect(page.getByRole('link', { name: 'Schools' })).toBeVisible();
  await page.getByRole('button', { name: 'Sam Staff' }).click();
  await expect(page.getByRole('menuitem', { name: 'My Account' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a person of the directory who is not an admin sees the no-access message', async ({
  page,
}) => {
  await page.goto('/login');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Administrator Login' }).click();
  const popup = await popupPromise;
  await popup.getByLabel('Email').fill('volunteer@foodbank.example');
  await popup.getByLabel('Password').fill('Volunteer123');
  // The popup closes itself once it has handed the result over: listen before it can happen.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;

  await expect(page.getByRole('alert')).toHaveText(
    "You don't have access to this application, contact your administrator.",
  );
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('portal_session');
});
