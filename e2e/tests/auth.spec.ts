import { expect, expectAccessible, mailbox, test, uniqueEmail } from './fixtures';

const password = 'Garden42';

test('a visitor registers, logs in, chooses a program and logs out', async ({ page }) => {
  const email = uniqueEmail('rosa');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await expectAccessible(page);

  // The shared rules speak before anything is sent.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByLabel('First Name')).toHaveAccessibleDescription(/Required/);
  await expect(page.getByLabel('First Name')).toBeFocused();

  await page.getByLabel('First Name').fill('Rosa');
  await page.getByLabel('Last Name').fill('Mendez');
  await page.getByLabel('Phone').fill('7135550199');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill('Garden43');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();

  // Signed in at once: the landing page with the four programs.
  await expect(page.getByRole('heading', { name: 'Programs', level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
  await expectAccessible(page);
  // The session is an HttpOnly cookie that no script can read; no token is kept in storage.
  const session = (await page.context().cookies()).find((c) => c.name === 'portal_session');
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('portal_session');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Log out, then log in with the new account.
  await page.getByRole('button', { name: 'Rosa Mendez' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Wrong999');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  // Choose Backpack Buddy: it becomes the current program and its (lazy) area opens.
  const card = page.getByRole('article', { name: 'Backpack Buddy' });
  await card.getByRole('button', { name: 'Visit' }).click();
  await expect(page).toHaveURL(/\/backpack-buddy/);
  await expect(page.getByRole('heading', { name: 'Backpack Buddy', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('currentProgram'))).toContain(
    'backpackBuddy',
  );

  await page.getByRole('button', { name: 'Rosa Mendez' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Logout ended the session on the server and removed the cookie.
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('portal_session');

  // The session is gone: a deep link goes back to the login page.
  await page.goto('/backpack-buddy/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  const email = uniqueEmail('leo');
  await page.goto('/register');
  await page.getByLabel('First Name').fill('Leo');
  await page.getByLabel('Last Name').fill('Tran');
  await page.getByLabel('Phone').fill('281-555-0142');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Programs', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Leo Tran' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page).toHaveURL(/\/forgot-password-confirm$/);
  await expect(
    page.getByText(
      'If an account exists for that email, we have sent a link to reset your password.',
    ),
  ).toBeVisible();

  // Open the mail in the dev mailbox and follow its link.
  await page.goto('/dev/mailbox');
  const mail = (await mailbox(page)).find((m) => m.to === email && m.kind === 'password-reset');
  expect(mail, 'reset mail in the outbox').toBeTruthy();
  await page
    .getByRole('link', { name: /reset-password\?token=/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('New Password').fill('lowercase1');
  await page.getByLabel('Confirm Password').fill('lowercase1');
  await page.getByRole('button', { name: /Reset/ }).click();
  await expect(page.getByText('Must contain one uppercase letter')).toBeVisible();
  await page.getByLabel('New Password').fill('Harvest77');
  await page.getByLabel('Confirm Password').fill('Harvest77');
  await page.getByRole('button', { name: /Reset/ }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Harvest77');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Programs', level: 1 })).toBeVisible();
});

test('a logged-out visit to a deep link lands on the login page', async ({ page }) => {
  await page.goto('/kids-cafe/account/applications');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expectAccessible(page);
});
