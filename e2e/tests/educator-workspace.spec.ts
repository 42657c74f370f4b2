import type { Page } from '@playwright/test';
import { POOLS, schoolForCopy, type DemoSchool } from './demo-schools';
import { expect, expectAccessible, test, unique } from './fixtures';
import { signInNewEducator } from './helpers';

/**
 * The educator's other screens of the dashboard area (issue 4): School Contacts, Surveys and the
 * Document Library, each scoped by the School Site dropdown. Each journey signs in a new
 * educator of a demo school of its own (demo-schools.ts); the contacts change is undone at the
 * end, so the journey can run again on the same database.
 */
async function chooseSchool(page: Page, school: DemoSchool) {
  await page.goto('/backpack-buddy/dashboard');
  await page.getByLabel(/School Site/).selectOption({ label: school.name });
}

test('an educator edits the school contacts and the change is kept', async ({ page }) => {
  const school = schoolForCopy(POOLS.educatorEditsContacts);
  await signInNewEducator(page, 'Cora', 'Contacts', [school]);
  await chooseSchool(page, school);
  const nav = page.getByRole('navigation', { name: 'Backpack Buddy' });
  await nav.getByRole('link', { name: 'Contacts' }).click();
  await expect(page.getByRole('heading', { name: 'School Contacts' })).toBeVisible();
  await expect(page.locator('.contacts-school')).toHaveText(school.name);
  await expectAccessible(page);

  const volunteer = `Vera${unique()}`;
  await page.getByRole('button', { name: 'Add Participant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Participant' });
  await dialog.getByLabel('First Name').fill(volunteer);
  await dialog.getByLabel('Last Name').fill('Lopez');
  await dialog.getByLabel('Type').selectOption({ label: 'Volunteer' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'You have unsaved changes.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Update Successful')).toBeVisible();

  // Kept by the server: a reload shows the volunteer again.
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(`${volunteer} Lopez`) });
  await expect(row).toBeVisible();

  // The roster rules hold: removing the principal is refused before anything is sent.
  const principalRow = page.getByRole('row').filter({ hasText: 'Principal' }).first();
  await principalRow.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Principal Required')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Principal' }).first()).toBeVisible();

  // Undo: the volunteer is deleted again and the roster saved.
  await page
    .getByRole('row', { name: new RegExp(`${volunteer} Lopez`) })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Update Successful')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'School Contacts' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${volunteer} Lopez`) })).toHaveCount(0);
});

test('an educator opens the surveys and downloads a document', async ({ page }) => {
  const school = schoolForCopy(POOLS.educatorReadsSurveys);
  await signInNewEducator(page, 'Sol', 'Surveys', [school]);
  // Without a chosen school the screens send the educator back to the dashboard.
  await page.goto('/backpack-buddy/surveys');
  await expect(page).toHaveURL(/\/backpack-buddy\/dashboard/);

  await chooseSchool(page, school);
  const nav = page.getByRole('navigation', { name: 'Backpack Buddy' });
  await nav.getByRole('link', { name: 'Surveys' }).click();
  await expect(page.getByRole('heading', { name: 'Surveys' })).toBeVisible();
  const survey = page.getByRole('row', { name: /Backpack Buddy Mid-Year Check-In 2026/ });
  const view = survey.getByRole('link', { name: /View/ });
  await expect(view).toHaveAttribute(
    'href',
    'https://forms.example.org/backpack-buddy/mid-year-2026',
  );
  await expect(view).toHaveAttribute('target', '_blank');
  await expectAccessible(page);

  await nav.getByRole('link', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { name: 'Document Library' })).toBeVisible();
  const guide = page.getByRole('row', { name: /Backpack Buddy Program Guide/ });
  await expect(guide).toBeVisible();
  await expectAccessible(page);
  const downloadPromise = page.waitForEvent('download');
  await guide.getByRole('link', { name: /Download/ }).click();
  const download = await downloadPromise;
  const file = await download.path();
  expect(file).toBeTruthy();
  const { statSync } = await import('node:fs');
  expect(statSync(file).size).toBeGreaterThan(100);

  // The link is signed: a tampered signature is refused.
  const href = await guide.getByRole('link', { name: /Download/ }).getAttribute('href');
  const tampered = href!.replace(/signature=[^&]+/, 'signature=0000');
  const refused = await page.request.get(tampered);
  expect(refused.status()).toBe(403);
});
